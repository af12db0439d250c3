import { ERROR_CODES } from '@shared/contract/errors';
import type { TaxStatusRecord } from '@shared/contract/tax-status';
import { hasAllRequiredDocuments } from '@shared/domain/document-categories';
import { fieldsBlockingCompletion } from '@shared/domain/tax-questionnaire';
import { INITIAL_TAX_STATUS_ID, isStatusStepAllowed, statusKeyOf, TAX_STATUS } from '@shared/domain/tax-status';
import { isTaxYearOpen } from '@shared/domain/tax-years';
import type { Db, DbOrTx } from '../../db/connect';
import { AppError } from '../../platform/errors';
import { updateUser } from '../../platform/users/data';
import { loadUserView } from '../../platform/users/view';
import { advanceTaxStatus } from '../../platform/tax-status/advance';
import { findTaxYearStatus, uploadedCategoryIds } from '../../platform/tax-status/data';
import { getTaxStatusRecord } from '../../platform/tax-status/status-record';

const notAllowed = (message: string) => new AppError(ERROR_CODES.statusTransitionNotAllowed, 403, message);

/**
 * A status step asked for by the user. Only the steps the rules allow are made, each checked
 * here and not trusted from the client: 1→2 once the questionnaire is really complete (which
 * also marks the tax profile complete); 2→3 only by uploading the required documents and 3→4
 * only by transmitting, both in their own flows. Asking for the current status changes nothing.
 */
export async function changeStatusByUser(
  db: Db,
  args: { userId: number; taxYear: number; to: number; now: Date },
): Promise<{ changed: boolean; taxStatus: TaxStatusRecord }> {
  if (!isTaxYearOpen(args.taxYear, args.now)) {
    throw new AppError(ERROR_CODES.taxYearNotOpen, 400, `Tax returns for ${args.taxYear} cannot be filed now`, { taxYear: args.taxYear });
  }
  return db.transaction(async (tx) => {
    const current = (await findTaxYearStatus(tx, args.userId, args.taxYear))?.statusId ?? INITIAL_TAX_STATUS_ID;
    if (args.to === current) return { changed: false, taxStatus: await getTaxStatusRecord(tx, args) };
    if (!isStatusStepAllowed(current, args.to, 'user')) {
      throw notAllowed(`The status cannot go from ${statusKeyOf(current)} to ${statusKeyOf(args.to)}`);
    }
    if (args.to === TAX_STATUS.processing) throw notAllowed('The status moves to processing when the documents are transmitted');
    if (args.to === TAX_STATUS.documentsSubmitted) {
      if (!hasAllRequiredDocuments(await uploadedCategoryIds(tx, args.userId, args.taxYear))) {
        throw notAllowed('The status moves to documents submitted once all required documents are uploaded');
      }
      return applyStep(tx, { ...args, from: current, to: args.to, reason: 'required_documents_uploaded' });
    }

    const user = await loadUserView(tx, args.userId, args.taxYear);
    if (!user) throw new AppError(ERROR_CODES.sessionExpired, 401, 'Your session has expired, please log in again');
    const blocking = fieldsBlockingCompletion(user);
    if (blocking.length > 0) {
      throw new AppError(ERROR_CODES.taxProfileIncomplete, 400, `The tax profile is not complete yet: ${blocking.join(', ')}`, { fields: [...blocking] });
    }
    if (!user.isTaxProfileComplete) await updateUser(tx, args.userId, { isTaxProfileComplete: true }, args.now);
    return applyStep(tx, { ...args, from: current, to: args.to, reason: 'tax_profile_completed' });
  });
}

/** Makes the step once (a concurrent twin finds nothing to do) and records it. */
async function applyStep(
  tx: DbOrTx,
  args: { userId: number; taxYear: number; from: number; to: number; now: Date; reason: string },
): Promise<{ changed: boolean; taxStatus: TaxStatusRecord }> {
  const changed = await advanceTaxStatus(tx, { ...args, actor: { userId: args.userId, kind: 'user' } });
  return { changed, taxStatus: await getTaxStatusRecord(tx, args) };
}
