import type { TaxStatusRecord } from '@shared/contract/tax-status';
import { INITIAL_TAX_STATUS_ID, statusKeyOf } from '@shared/domain/tax-status';
import type { DbOrTx } from '../../db/connect';
import { findUserById } from '../users/data';
import { findTaxYearStatus } from './data';

/** The status record of one tax year (spec part 1 §3.2); a year never touched is at step 1. */
export async function getTaxStatusRecord(db: DbOrTx, args: { userId: number; taxYear: number }): Promise<TaxStatusRecord> {
  const [row, user] = await Promise.all([findTaxYearStatus(db, args.userId, args.taxYear), findUserById(db, args.userId)]);
  const id = row?.statusId ?? INITIAL_TAX_STATUS_ID;
  return {
    status: statusKeyOf(id),
    current_status_id: id,
    taxYear: args.taxYear,
    isTaxProfileComplete: user?.isTaxProfileComplete ?? false,
    advanced_tax_locked: row?.advancedTaxLocked ?? false,
  };
}
