import type { z } from 'zod';
import type { dbStatusSchema } from '@shared/contract/admin';
import type { Db } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { notFound } from '../../platform/errors';
import { findUserById, updateUser } from '../../platform/users/data';
import * as data from './data';

type DbStatus = z.infer<typeof dbStatusSchema>;

/** GET /api/debug/db-status (spec part 2 §3 'Debug status'), plus the migrations not yet applied. */
export async function dbStatus(db: Db, now: Date): Promise<DbStatus> {
  const [columns, counts, newest, pending] = await Promise.all([data.userTableColumns(db), data.userCounts(db), data.newestUser(db), data.pendingMigrations(db)]);
  return {
    hasTaxProfileColumn: columns.includes('is_tax_profile_complete'),
    columns,
    userCount: counts.users,
    taxCompletedCount: counts.taxProfileComplete,
    completionRate: counts.users === 0 ? 0 : Math.round((counts.taxProfileComplete / counts.users) * 1000) / 10,
    newestUser: newest ? { id: newest.id, email: newest.email, created: newest.createdAt.toISOString() } : null,
    lastChecked: now.toISOString(),
    pendingMigrations: pending,
  };
}

/**
 * POST /api/debug/fix-column: the seed patched a missing column by hand; here the app's own
 * migrations are applied (the same as at every start) and the answer says which ones ran.
 * Usually none: the server applies them before it takes requests.
 */
export async function applyPendingMigrations(db: Db, args: { adminId: number; now: Date }): Promise<{ applied: string[]; message: string }> {
  const before = await data.pendingMigrations(db);
  if (before.length > 0) await data.applyMigrations(db);
  const after = new Set(await data.pendingMigrations(db));
  const applied = before.filter((tag) => !after.has(tag));
  if (applied.length > 0) {
    await writeAudit(db, { userId: null, actorUserId: args.adminId, action: 'debug.migrations_applied', details: { applied }, at: args.now });
  }
  return {
    applied,
    message:
      applied.length === 0
        ? 'No pending migrations: the database schema is up to date (migrations are applied when the server starts).'
        : `Applied ${applied.length} pending migration(s): ${applied.join(', ')}.`,
  };
}

/** POST /api/tax-profile/set-status {status}: the debug toggle of the admin's own 'tax profile complete' flag. */
export async function setOwnTaxProfileComplete(db: Db, args: { userId: number; complete: boolean; now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, args.userId);
    if (!user) throw notFound('User not found');
    if (user.isTaxProfileComplete !== args.complete) {
      await updateUser(tx, args.userId, { isTaxProfileComplete: args.complete }, args.now);
      await writeAudit(tx, {
        userId: args.userId,
        actorUserId: args.userId,
        action: 'tax_profile.debug_set',
        details: { from: user.isTaxProfileComplete, to: args.complete },
        at: args.now,
      });
    }
    return args.complete;
  });
}
