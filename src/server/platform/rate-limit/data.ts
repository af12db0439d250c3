import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { rateLimitCounters } from '../../db/schema';

export type CounterHit = { key: string; windowMs: number };
export type CounterState = { key: string; count: number; expiresAt: Date };

/**
 * Counts one hit on each key in a single statement. A key whose window has ended starts a new
 * window at 1; the upsert is atomic, so concurrent requests on several app instances never lose
 * a count. The keys must differ from each other (one row cannot be updated twice).
 */
export async function countHits(db: DbOrTx, hits: readonly CounterHit[], now: Date): Promise<CounterState[]> {
  if (hits.length === 0) return [];
  const windowOver = sql`${rateLimitCounters.expiresAt} <= excluded.window_start`;
  return db
    .insert(rateLimitCounters)
    .values(hits.map((hit) => ({ key: hit.key, windowStart: now, expiresAt: new Date(now.getTime() + hit.windowMs), count: 1 })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${windowOver} then excluded.window_start else ${rateLimitCounters.windowStart} end`,
        expiresAt: sql`case when ${windowOver} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({ key: rateLimitCounters.key, count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt });
}

/** The count of a key's current window without counting anything (0 when there is none). */
export async function readCount(db: DbOrTx, key: string, now: Date): Promise<CounterState> {
  const rows = await db
    .select({ key: rateLimitCounters.key, count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.expiresAt, now)));
  return rows[0] ?? { key, count: 0, expiresAt: now };
}

export async function deleteCounter(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Removes every counter whose window has ended; they would only be reset on their next hit. */
export async function deleteExpiredCounters(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, now)).returning({ key: rateLimitCounters.key });
  return rows.length;
}
