import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../src/server/db/connect';

/**
 * Lock-order tests on PostgreSQL: a second connection takes row locks as a concurrent request
 * would and keeps its transaction open until released, so a test can see where the request
 * under test waits. PGlite has one connection, so these tests run on PostgreSQL only.
 */
export type HeldLocks = {
  /** Lets the holding transaction go on (then `beforeCommit`) and commit. */
  release: () => void;
  /** Settles when the holding transaction has committed (or failed). */
  finished: Promise<void>;
};

/** Runs `take` in a transaction of its own and holds it open; resolves once `take` has run. */
export async function holdLocks(db: Db, take: (tx: Tx) => Promise<unknown>, beforeCommit?: (tx: Tx) => Promise<unknown>): Promise<HeldLocks> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const locksTaken = new Promise<void>((resolve) => (taken = resolve));
  const finished = db.transaction(async (tx) => {
    await take(tx);
    taken();
    await released;
    await beforeCommit?.(tx);
  });
  // A failing `take` rejects `finished` before the locks are reported taken.
  await Promise.race([locksTaken, finished]);
  return { release, finished };
}

/** Resolves once some statement in the test database waits for a lock. */
export async function untilSomeoneWaitsForALock(db: Db): Promise<void> {
  for (;;) {
    const waiting = (await db.execute(sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: unknown[] };
    if (waiting.rows.length > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
