import type { DbOrTx } from '../../db/connect';
import { auditLog } from '../../db/schema';

export type AuditEntry = {
  userId: number | null;
  actorUserId: number | null;
  action: string;
  details?: Record<string, unknown>;
  at: Date;
};

/** Written inside the caller's transaction so the change and its record land together. */
export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    details: entry.details ?? {},
    createdAt: entry.at,
  });
}
