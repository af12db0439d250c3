import type { DbOrTx } from '../../db/connect';
import { writeAudit } from './data';

/**
 * Every read of a taxpayer's data by staff (expert or admin) leaves one audit row with this
 * action, so the taxpayer can see who at the provider opened what and when
 * (`GET /api/privacy/staff-access`; the Swiss data protection act expects this transparency).
 */
export const STAFF_READ_ACTION = 'staff.read';

/** What was opened: the case overview, one document, the finished return, the message thread. */
export type StaffReadSubject = 'case' | 'document' | 'tax_return' | 'messages';

export async function recordStaffRead(
  db: DbOrTx,
  entry: { staffUserId: number; taxpayerUserId: number; taxYear: number | null; subject: StaffReadSubject; fileId?: number; at: Date },
): Promise<void> {
  await writeAudit(db, {
    userId: entry.taxpayerUserId,
    actorUserId: entry.staffUserId,
    action: STAFF_READ_ACTION,
    details: { subject: entry.subject, taxYear: entry.taxYear, ...(entry.fileId === undefined ? {} : { fileId: entry.fileId }) },
    at: entry.at,
  });
}
