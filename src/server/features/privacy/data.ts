import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { auditLog, users } from '../../db/schema';
import { STAFF_READ_ACTION } from '../../platform/audit/staff-access';

/**
 * The staff reads of one taxpayer's data (audit rows `staff.read` about this user), with the
 * staff member's name and current role, newest first.
 */
export async function listStaffReads(db: DbOrTx, taxpayerUserId: number, limit: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      details: auditLog.details,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.userId, taxpayerUserId), eq(auditLog.action, STAFF_READ_ACTION)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
