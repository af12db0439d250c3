import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

// On the embedded database the signed-in lookup is answered from memory until the next write
// (platform/session/lookup-cache.ts); on PostgreSQL it never is. Every test below first brings
// a session into that memory (checked by the statements the app sends), then changes something
// and checks the very next request sees the change.
const onPostgres = process.env.TEST_DB === 'postgres';
const statements: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: ['cache-admin@example.ch'], onQuery: (text) => statements.push(text) });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const freshEmail = () => `cache${++counter}-${Date.now()}@example.ch`;
const getUser = (cookie: string, query = '') => t.app.inject({ method: 'GET', url: `/api/user${query}`, headers: { cookie } });
const send = (cookie: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { ...ORIGIN_HEADER, cookie }, payload });

/** GET /api/user until the session is remembered: on PGlite the second one asks the database nothing. */
async function warm(cookie: string) {
  expect((await getUser(cookie)).statusCode).toBe(200);
  statements.length = 0;
  const res = await getUser(cookie);
  expect(res.statusCode).toBe(200);
  expect(statements).toHaveLength(onPostgres ? 1 : 0);
  return res.json();
}

/** A fresh admin session (the clock moves hours in some tests, ending older ones). */
const signInAdmin = async () => (await t.signIn('cache-admin@example.ch')).cookie;

describe('the signed-in lookup', () => {
  it('asks the database once per session between writes on PGlite, and at every request on PostgreSQL', async () => {
    const { cookie } = await t.signIn(freshEmail());
    await warm(cookie);
    statements.length = 0;
    for (let i = 0; i < 3; i++) expect((await getUser(cookie)).statusCode).toBe(200);
    expect(statements).toHaveLength(onPostgres ? 3 : 0);
  });

  it('ends with sign-out', async () => {
    const { cookie } = await t.signIn(freshEmail());
    await warm(cookie);
    expect((await send(cookie, 'POST', '/api/auth/logout', {})).statusCode).toBe(200);
    const res = await getUser(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it('follows a role change at the next request: one by an admin ends the sessions, a stored one is read', async () => {
    const adminCookie = await signInAdmin();
    const email = freshEmail();
    const first = await t.signIn(email);
    await warm(first.cookie);
    const expertCases = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/expert/cases', headers: { cookie } });
    expect((await expertCases(first.cookie)).statusCode).toBe(403);
    expect((await send(adminCookie, 'POST', `/api/admin/users/${first.user.id}/role`, { role: 'expert' })).statusCode).toBe(200);
    expect((await getUser(first.cookie)).statusCode).toBe(401);

    const second = await t.signIn(email);
    expect((await warm(second.cookie)).role).toBe('expert');
    expect((await expertCases(second.cookie)).statusCode).toBe(200);
    await warm(second.cookie);
    // The role column changed by hand (no sessions ended): the next request already has it.
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, second.user.id));
    expect((await expertCases(second.cookie)).statusCode).toBe(403);
    expect((await getUser(second.cookie)).json().role).toBe('user');
  });

  it('follows a tax status an admin sets at the next request', async () => {
    const adminCookie = await signInAdmin();
    const { cookie, user } = await t.signIn(freshEmail());
    const before = await warm(cookie);
    expect(before.taxYearStatuses).not.toContainEqual({ taxYear: 2024, status: 'documents_pending' });
    const changed = await send(adminCookie, 'PATCH', '/api/user/tax-status', { taxStatus: 'documents_pending', taxYear: 2024, userId: user.id });
    expect(changed.statusCode, changed.body).toBe(200);
    const res = await getUser(cookie, '?taxYear=2024');
    expect(res.json()).toMatchObject({ taxYear: 2024, taxStatus: 'documents_pending' });
    expect(res.json().taxYearStatuses).toContainEqual({ taxYear: 2024, status: 'documents_pending' });
  });

  it('ends after 30 idle minutes and after 12 hours, with the clock checked at every request', async () => {
    const idle = await t.signIn(freshEmail());
    await warm(idle.cookie);
    t.clock.advance(30 * 60_000);
    expect((await getUser(idle.cookie)).statusCode).toBe(401);

    const long = await t.signIn(freshEmail());
    // Active every 25 minutes for almost 12 hours: the idle timeout never strikes.
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      t.clock.advance(25 * 60_000);
      expect((await getUser(long.cookie)).statusCode, `after ${minutes} min`).toBe(200);
    }
    await warm(long.cookie);
    t.clock.advance(12 * 60 * 60_000 - Math.floor((12 * 60) / 25) * 25 * 60_000);
    expect((await getUser(long.cookie)).statusCode).toBe(401);
  });

  it('ends when the account is deleted', async () => {
    const email = freshEmail();
    const { cookie } = await t.signIn(email);
    await warm(cookie);
    const after = Date.now();
    expect((await send(cookie, 'POST', '/api/privacy/delete-account/request-code', {})).statusCode).toBe(200);
    const code = await t.sink.waitForCode(email, { after });
    await warm(cookie);
    const deleted = await send(cookie, 'POST', '/api/privacy/delete-account', { code });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('sees writes that bypass the services: raw SQL, a transaction, and one racing the lookup', async () => {
    const { cookie, user } = await t.signIn(freshEmail());
    await warm(cookie);
    await t.db.execute(sql`update users set first_name = 'Raw' where id = ${user.id}`);
    expect((await getUser(cookie)).json().firstName).toBe('Raw');

    await warm(cookie);
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ lastName: 'Transaction' }).where(eq(users.id, user.id));
    });
    expect((await getUser(cookie)).json().lastName).toBe('Transaction');

    for (let round = 0; round < 5; round++) {
      await warm(cookie);
      await t.db.execute(sql`update users set first_name = 'Before' where id = ${user.id}`);
      // The lookup (a miss: the write above) and another write in flight together.
      const [raced] = await Promise.all([getUser(cookie), t.db.update(users).set({ firstName: `Raced ${round}` }).where(eq(users.id, user.id))]);
      expect(raced.statusCode).toBe(200);
      expect((await getUser(cookie)).json().firstName).toBe(`Raced ${round}`);
    }
  });

  it.runIf(onPostgres)('on PostgreSQL sees what another process wrote, at once', async () => {
    const { cookie, user } = await t.signIn(freshEmail());
    await warm(cookie);
    const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    // The app's own database: the one of this test app's pool.
    const current = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    url.pathname = `/${current.rows[0]!.name}`;
    const other = new pg.Client({ connectionString: url.href });
    await other.connect();
    try {
      await other.query('update sessions set revoked_at = now() where user_id = $1', [user.id]);
    } finally {
      await other.end();
    }
    expect((await getUser(cookie)).statusCode).toBe(401);
  });
});
