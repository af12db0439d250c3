import type { z } from 'zod';
import { staffAccessEntrySchema } from '@shared/contract/privacy';
import type { Db } from '../../db/connect';
import * as data from './data';

type StaffAccessEntry = z.infer<typeof staffAccessEntrySchema>;

/** The newest 200 are plenty for a person reading the list; older rows stay in the audit log. */
export const STAFF_ACCESS_LIMIT = 200;

const SUBJECTS = staffAccessEntrySchema.shape.subject.options;

/**
 * Who at the provider opened the taxpayer's data, what and when (GET /api/privacy/staff-access).
 * A staff member is named by name, else by e-mail address; one whose account is gone reads
 * 'Helvetax'. The role is today's role: an expert whose role was revoked still read as expert.
 */
export async function listStaffAccess(db: Db, args: { userId: number }): Promise<StaffAccessEntry[]> {
  const rows = await data.listStaffReads(db, args.userId, STAFF_ACCESS_LIMIT);
  return rows.map((row) => {
    const name = [row.firstName, row.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
    const subject = SUBJECTS.find((s) => s === row.details.subject) ?? 'case';
    const taxYear = typeof row.details.taxYear === 'number' ? row.details.taxYear : null;
    return {
      at: row.at.toISOString(),
      staffName: name || row.email || 'Helvetax',
      staffRole: row.role === 'admin' ? 'admin' : 'expert',
      subject,
      taxYear,
    };
  });
}
