import { ERROR_CODES } from '@shared/contract/errors';
import { buildTaxDeclarationExport, declarationFilename } from '@shared/domain/tax-declaration-export';
import { fieldsBlockingCompletion } from '@shared/domain/tax-questionnaire';
import type { Db } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { AppError, notFound } from '../../platform/errors';
import { loadUserView } from '../../platform/users/view';
import { findDeclarationOfUser, insertDeclaration } from './data';

/**
 * Stores the export of the completed questionnaire. It is built from the saved profile, not
 * from what the client sends, so the export always matches what the server validated.
 */
export async function saveDeclaration(db: Db, args: { userId: number; taxYear: number; filename?: string; now: Date }) {
  return db.transaction(async (tx) => {
    const user = await loadUserView(tx, args.userId, args.taxYear);
    if (!user) throw new AppError(ERROR_CODES.sessionExpired, 401, 'Your session has expired, please log in again');
    const blocking = fieldsBlockingCompletion(user);
    if (blocking.length > 0) throw new AppError(ERROR_CODES.taxProfileIncomplete, 400, `The tax profile is not complete yet: ${blocking.join(', ')}`, { fields: [...blocking] });
    const filename = declarationFilename(args.filename, args.taxYear);
    const content = buildTaxDeclarationExport(user, args.taxYear, args.now);
    const id = await insertDeclaration(tx, { userId: args.userId, taxYear: args.taxYear, filename, content, createdAt: args.now });
    await writeAudit(tx, { userId: args.userId, actorUserId: args.userId, action: 'tax_declaration.save', details: { id, taxYear: args.taxYear }, at: args.now });
    return { id, filename, downloadUrl: `/api/tax/declaration/${id}/download` };
  });
}

export async function getDeclaration(db: Db, args: { userId: number; id: number }) {
  const row = await findDeclarationOfUser(db, args.userId, args.id);
  if (!row) throw notFound('Tax declaration not found');
  return { filename: row.filename, content: row.content };
}
