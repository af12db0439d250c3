import type { TaxStatusRecord } from '@shared/contract/tax-status';
import { INITIAL_TAX_STATUS_ID, isDocumentsRequestOpen, statusKeyOf } from '@shared/domain/tax-status';
import type { DbOrTx } from '../../db/connect';
import { findStatusRecordRow } from './data';

/**
 * The status record of one tax year (spec part 1 §3.2); a year never touched is at step 1. One
 * query: callers pass their transaction, whose single connection runs one query at a time.
 */
export async function getTaxStatusRecord(db: DbOrTx, args: { userId: number; taxYear: number }): Promise<TaxStatusRecord> {
  const row = await findStatusRecordRow(db, args.userId, args.taxYear);
  const id = row?.statusId ?? INITIAL_TAX_STATUS_ID;
  const advancedTaxLocked = row?.advancedTaxLocked ?? false;
  return {
    status: statusKeyOf(id),
    current_status_id: id,
    taxYear: args.taxYear,
    isTaxProfileComplete: row?.isTaxProfileComplete ?? false,
    advanced_tax_locked: advancedTaxLocked,
    documents_requested: isDocumentsRequestOpen({ statusId: id, advancedTaxLocked, documentsRequested: row?.documentsRequestedAt != null }),
  };
}
