import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DATABASE_URL } from '../support/test-db';

// What a PostgreSQL restart does to the app's connections, without restarting the server that
// other test files share: its administrator command cuts every connection to this file's database.
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Cuts every connection to this file's database and waits until their server processes are gone. */
async function cutAllConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = (select datname from pg_stat_activity where pid = $1) and pid <> pg_backend_pid()',
      [await backendPid()],
    );
    const pids = rows.map((r) => r.pid as number);
    await vi.waitFor(async () => {
      const left = await admin.query('select count(*)::int as n from pg_stat_activity where pid = any($1)', [pids]);
      expect(left.rows[0].n).toBe(0);
    });
    return pids.length;
  } finally {
    await admin.end();
  }
}

async function backendPid(): Promise<number> {
  const result = await t.db.execute(sql`select pg_backend_pid() as pid`);
  return Number((result as unknown as { rows: { pid: number }[] }).rows[0]!.pid);
}

describe.skipIf(!onPostgres)('when PostgreSQL cuts the connections (a restart)', () => {
  it('keeps running, fails only the transaction that was open, and answers again right after', async () => {
    await t.signIn('outage@example.ch');
    // The app's listener writes one line per lost connection: counting them shows that every
    // cut connection, the one checked out below included, had its error handled.
    let lostLines = 0;
    let allLost!: () => void;
    let cut = Number.POSITIVE_INFINITY;
    const everyConnectionLost = new Promise<void>((resolve) => (allLost = resolve));
    const write = process.stderr.write.bind(process.stderr);
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
      if (String(chunk).includes('PostgreSQL connection lost') && ++lostLines >= cut) allLost();
      return write(chunk, ...rest);
    }) as typeof process.stderr.write);
    let failure: unknown;
    try {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Between two queries of a transaction the connection is checked out of the pool: an
        // error on it then has only the app's own listener to go to.
        cut = await cutAllConnections();
        expect(cut).toBeGreaterThan(0);
        if (lostLines >= cut) allLost();
        // The server's goodbye reaches every socket, the checked-out one included.
        await everyConnectionLost;
        await tx.execute(sql`select 1`);
      });
    } catch (error) {
      failure = error;
    } finally {
      spy.mockRestore();
    }
    expect(failure).toBeInstanceOf(Error);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // A call that needs the database gets a fresh connection from the pool.
    const again = await t.signIn('outage-again@example.ch');
    expect(again.response.statusCode).toBe(200);
  });
});
