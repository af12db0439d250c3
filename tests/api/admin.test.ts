import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../src/shared/contract/validation-messages';
import { auditLog } from '../../src/server/db/schema';
import { holdLocks, untilSomeoneWaitsForALock } from '../support/held-locks';
import { multipart, samples, sha256 } from '../support/multipart';
import { completeTaxProfile } from '../support/questionnaire';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

const INVOICE = {
  iban: 'CH4431999123000889012',
  creditor: { name: 'Helvetax AG', address: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich', country: 'CH' },
};
const YEAR = 2025;

let t: TestApp;
let admin: { cookie: string; id: number };
let expert: { cookie: string; id: number };
beforeAll(async () => {
  t = await createTestApp({ adminEmails: ['admin@example.ch'], config: { expertEmails: new Set(['expert@example.ch']), invoice: INVOICE } });
  const a = await t.signIn('admin@example.ch');
  admin = { cookie: a.cookie, id: a.user.id };
  const e = await t.signIn('expert@example.ch');
  expert = { cookie: e.cookie, id: e.user.id };
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
/** Signs in once more (the same address may ask for a new code after 60 s). */
async function signInAgain(email: string) {
  t.clock.advance(61_000);
  return t.signIn(email);
}

async function newUser() {
  const email = `person${++counter}@example.ch`;
  const session = await t.signIn(email);
  return { email, cookie: session.cookie, id: session.user.id };
}

const get = (cookie: string | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (cookie: string | undefined, method: 'POST' | 'PATCH' | 'PUT', url: string, payload: unknown = {}) =>
  t.app.inject({ method, url, headers: { ...ORIGIN_HEADER, ...(cookie ? { cookie } : {}) }, payload: payload as object });

async function auditRows(userId: number | null, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(userId === null ? sql`${auditLog.userId} is null` : eq(auditLog.userId, userId), eq(auditLog.action, action)));
}

async function uploadPdf(cookie: string, categoryId: number, taxYear = YEAR) {
  const content = samples.pdf();
  const { payload, headers } = multipart([
    { name: 'categoryId', value: String(categoryId) },
    { name: 'taxYear', value: String(taxYear) },
    { name: 'hashes[]', value: sha256(content) },
    { name: 'files', filename: `Beleg-${categoryId}.pdf`, content },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
}

describe('who may call the admin and debug routes', () => {
  it('refuses signed-out visitors (401), plain users and experts (403 FORBIDDEN) and serves admins', async () => {
    const user = await newUser();
    const target = await newUser();
    type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: unknown };
    const calls: Call[] = [
      { method: 'POST', url: '/api/admin/reset-profile', body: { userId: target.id } },
      { method: 'PATCH', url: '/api/user/tax-status', body: { taxStatus: 'documents_pending', taxYear: YEAR, userId: target.id } },
      { method: 'GET', url: '/api/admin/users?q=person' },
      { method: 'POST', url: `/api/admin/users/${target.id}/role`, body: { role: 'user' } },
      { method: 'POST', url: `/api/admin/users/${target.id}/subscriptions`, body: { taxYear: 2024, plan: 'basic', paidBy: 'grant' } },
      { method: 'POST', url: `/api/admin/users/${target.id}/invoice-eligibility`, body: { eligible: false } },
      { method: 'GET', url: '/api/admin/system' },
      { method: 'GET', url: '/api/debug/db-status' },
      { method: 'POST', url: '/api/debug/fix-column', body: {} },
      { method: 'GET', url: `/api/tax/status?taxYear=${YEAR}` },
      { method: 'POST', url: '/api/tax-profile/set-status', body: { status: false } },
    ];
    const call = (c: Call, cookie: string | undefined) =>
      c.method === 'GET' ? get(cookie, c.url) : send(cookie, c.method, c.url, c.body);
    for (const c of calls) {
      const label = `${c.method} ${c.url}`;
      const signedOut = await call(c, undefined);
      expect(signedOut.statusCode, label).toBe(401);
      expect(signedOut.json().code, label).toBe('SESSION_EXPIRED');
      for (const who of [user, expert]) {
        const refused = await call(c, who.cookie);
        expect(refused.statusCode, label).toBe(403);
        expect(refused.json(), label).toMatchObject({ message: expect.any(String), code: 'FORBIDDEN' });
      }
      const served = await call(c, admin.cookie);
      expect(served.statusCode, `${label}: ${served.body}`).toBe(200);
    }
    // Refused calls changed nothing; a refused role check happens before the body is looked at.
    expect((await send(user.cookie, 'POST', '/api/admin/reset-profile', { userId: 'nonsense' })).statusCode).toBe(403);
  });
});

describe('POST /api/admin/reset-profile', () => {
  it('brings the user back to the first-time state and keeps documents and subscriptions', async () => {
    const person = await newUser();
    await completeTaxProfile(t, person.cookie, YEAR);
    expect((await uploadPdf(person.cookie, 5)).statusCode).toBe(200);
    expect((await send(person.cookie, 'PUT', '/api/advanced-tax-info/spouse', { taxYear: YEAR, spouse: { firstName: 'Marco', lastName: 'Keller', age: 38, occupation: 'Lehrer', ahvNumber: '', taxId: '' } })).statusCode).toBe(200);
    expect((await send(person.cookie, 'POST', '/api/user-preferences/realEstate', { taxYear: YEAR, isRelevant: true })).statusCode).toBe(200);
    expect((await get(person.cookie, `/api/tax-category-preferences?taxYear=${YEAR}`)).json().sections.realEstate.manual).toBe(true);
    // Another year further along, with a plan.
    expect((await send(admin.cookie, 'PATCH', '/api/user/tax-status', { taxStatus: 'processing', taxYear: 2024, userId: person.id })).statusCode).toBe(200);
    expect((await send(admin.cookie, 'POST', `/api/admin/users/${person.id}/subscriptions`, { taxYear: YEAR, plan: 'premium', paidBy: 'grant' })).statusCode).toBe(200);

    const res = await send(admin.cookie, 'POST', '/api/admin/reset-profile', { userId: person.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, userId: person.id, message: expect.any(String) });

    // The person's open sessions ended.
    expect((await get(person.cookie, '/api/user')).statusCode).toBe(401);
    const again = await signInAgain(person.email);
    const user = (await get(again.cookie, `/api/user?taxYear=${YEAR}`)).json();
    expect(user).toMatchObject({
      id: person.id,
      email: person.email,
      firstName: null,
      lastName: null,
      phone: null,
      agreeToTerms: false,
      isTaxProfileComplete: false,
      cantonOfResidence: null,
      maritalStatus: null,
      hasChildren: null,
      childrenAges: [],
      taxStatus: 'profile_incomplete',
      taxYearStatuses: [],
    });
    for (const year of [2024, YEAR]) {
      expect((await get(again.cookie, `/api/tax-status?taxYear=${year}`)).json()).toMatchObject({ current_status_id: 1, advanced_tax_locked: false });
    }
    const advanced = (await get(again.cookie, `/api/advanced-tax-info?taxYear=${YEAR}`)).json();
    expect(advanced.spouse).toBeNull();
    const prefs = (await get(again.cookie, `/api/tax-category-preferences?taxYear=${YEAR}`)).json();
    expect(prefs.sections.realEstate).toEqual({ enabled: false, autoEnabled: false, manual: null });
    // Kept: the document and the plan.
    const files = (await get(again.cookie, `/api/files?taxYear=${YEAR}`)).json();
    expect(files).toHaveLength(1);
    expect((await get(again.cookie, `/api/subscription/status/${YEAR}`)).json()).toMatchObject({ hasSubscription: true });

    const audit = await auditRows(person.id, 'admin.reset_profile');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(admin.id);
  });

  it('needs a numeric id of an existing user and answers errors with error, message and code', async () => {
    for (const userId of ['12a', 0, -1, 99_999_999_999, 1.5, '', null]) {
      const res = await send(admin.cookie, 'POST', '/api/admin/reset-profile', { userId });
      expect(res.statusCode, String(userId)).toBe(400);
      expect(res.json(), String(userId)).toEqual({
        message: VALIDATION_MESSAGES.userIdInvalid,
        error: VALIDATION_MESSAGES.userIdInvalid,
        code: 'VALIDATION_ERROR',
        params: { field: 'userId', reason: 'userIdInvalid' },
      });
    }
    const unknown = await send(admin.cookie, 'POST', '/api/admin/reset-profile', { userId: 987_654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found', error: 'User not found', code: 'NOT_FOUND' });
    // A numeric string is a numeric id.
    const person = await newUser();
    expect((await send(admin.cookie, 'POST', '/api/admin/reset-profile', { userId: String(person.id) })).json()).toMatchObject({ success: true, userId: person.id });
    const refused = await send(person.cookie, 'POST', '/api/admin/reset-profile', { userId: person.id });
    expect(refused.statusCode).toBe(401); // its session ended with the reset
    const other = await newUser();
    const forbidden = await send(other.cookie, 'POST', '/api/admin/reset-profile', { userId: person.id });
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN', error: forbidden.json().message });
    // Other routes keep the plain {message, code} body.
    expect(Object.keys((await send(other.cookie, 'POST', '/api/debug/fix-column')).json()).sort()).toEqual(['code', 'message']);
  });
});

describe('PATCH /api/user/tax-status (admin status tools)', () => {
  it('sets any status of any user and year, with an audit row; the admin’s own user by default', async () => {
    const person = await newUser();
    const res = await send(admin.cookie, 'PATCH', '/api/user/tax-status', { taxStatus: 'completed', taxYear: YEAR, userId: person.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', current_status_id: 6, taxYear: YEAR });
    expect((await get(person.cookie, `/api/tax-status?taxYear=${YEAR}`)).json().current_status_id).toBe(6);
    // Backwards too (the previous button wraps from the first step to the last).
    expect((await send(admin.cookie, 'PATCH', '/api/user/tax-status', { taxStatus: 'documents_pending', taxYear: YEAR, userId: person.id })).json().current_status_id).toBe(2);
    // The current status again changes nothing.
    await send(admin.cookie, 'PATCH', '/api/user/tax-status', { taxStatus: 'documents_pending', taxYear: YEAR, userId: person.id });
    const audit = await auditRows(person.id, 'tax_status.change');
    expect(audit.map((a) => a.details)).toEqual([
      { taxYear: YEAR, from: 1, to: 6, reason: 'admin' },
      { taxYear: YEAR, from: 6, to: 2, reason: 'admin' },
    ]);
    expect(audit.every((a) => a.actorUserId === admin.id)).toBe(true);

    const own = await send(admin.cookie, 'PATCH', '/api/user/tax-status', { taxStatus: 'review_required', taxYear: 2023 });
    expect(own.json()).toMatchObject({ current_status_id: 5, taxYear: 2023 });
    expect((await get(admin.cookie, '/api/tax-status?taxYear=2023')).json().current_status_id).toBe(5);

    expect((await send(admin.cookie, 'PATCH', '/api/user/tax-status', { taxStatus: 'nonsense', taxYear: YEAR })).json().code).toBe('VALIDATION_ERROR');
    expect((await send(admin.cookie, 'PATCH', '/api/user/tax-status', { taxStatus: 'completed', taxYear: YEAR, userId: 987_654 })).statusCode).toBe(404);
    // A plain user cannot use it even on their own year.
    const refused = await send(person.cookie, 'PATCH', '/api/user/tax-status', { taxStatus: 'completed', taxYear: YEAR });
    expect(refused.statusCode).toBe(403);
    expect((await get(person.cookie, `/api/tax-status?taxYear=${YEAR}`)).json().current_status_id).toBe(2);
  });
});

describe('users: find, role, subscriptions, invoice eligibility', () => {
  it('finds users by e-mail or name, at most 50', async () => {
    const person = await newUser();
    await send(person.cookie, 'PUT', '/api/user/profile', { firstName: 'Ursula', lastName: 'Brunner' });
    const byEmail = (await get(admin.cookie, `/api/admin/users?q=${encodeURIComponent(person.email)}`)).json();
    expect(byEmail[0]).toMatchObject({ id: person.id, email: person.email, name: 'Ursula Brunner', role: 'user', invoiceEligible: false, subscriptions: [], openInvoices: [] });
    const byName = (await get(admin.cookie, '/api/admin/users?q=brunner')).json();
    expect(byName.map((u: { id: number }) => u.id)).toEqual([person.id]);
    expect((await get(admin.cookie, '/api/admin/users?q=ursula%20brunner')).json()).toHaveLength(1);
    // Wildcards are taken literally.
    expect((await get(admin.cookie, '/api/admin/users?q=%25')).json()).toEqual([]);
    const all = (await get(admin.cookie, '/api/admin/users')).json();
    expect(all.length).toBeGreaterThan(2);
    expect(all.length).toBeLessThanOrEqual(50);
  });

  it('makes a user an expert (their sessions end) and back; admins are not changed here', async () => {
    const person = await newUser();
    const res = await send(admin.cookie, 'POST', `/api/admin/users/${person.id}/role`, { role: 'expert' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: person.id, role: 'expert' } });
    expect((await get(person.cookie, '/api/user')).statusCode).toBe(401);
    const again = await signInAgain(person.email);
    expect((await get(again.cookie, '/api/user')).json().role).toBe('expert');
    expect(await auditRows(person.id, 'user.role_change')).toHaveLength(1);

    expect((await send(admin.cookie, 'POST', `/api/admin/users/${person.id}/role`, { role: 'user' })).json().user.role).toBe('user');
    expect((await get(again.cookie, '/api/user')).statusCode).toBe(401);

    for (const role of ['user', 'expert']) {
      const self = await send(admin.cookie, 'POST', `/api/admin/users/${admin.id}/role`, { role });
      expect(self.statusCode).toBe(403);
      expect(self.json().code).toBe('FORBIDDEN');
    }
    expect((await send(admin.cookie, 'POST', `/api/admin/users/${person.id}/role`, { role: 'admin' })).json().code).toBe('VALIDATION_ERROR');
    expect((await send(admin.cookie, 'POST', '/api/admin/users/987654/role', { role: 'expert' })).statusCode).toBe(404);
    expect((await get(admin.cookie, '/api/user')).json().role).toBe('admin');
  });

  it('EXPERT_EMAILS makes an expert at sign-in', async () => {
    expect((await get(expert.cookie, '/api/user')).json().role).toBe('expert');
  });

  it('grants a subscription that the user then has', async () => {
    const person = await newUser();
    expect((await get(person.cookie, `/api/subscription/status/${YEAR}`)).json()).toEqual({ hasSubscription: false, subscription: null });
    const res = await send(admin.cookie, 'POST', `/api/admin/users/${person.id}/subscriptions`, { taxYear: YEAR, plan: 'basic', paidBy: 'grant' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.subscriptions).toEqual([{ taxYear: YEAR, plan: 'basic', expirationDate: expect.any(String), source: 'admin' }]);
    expect((await get(person.cookie, `/api/subscription/status/${YEAR}`)).json()).toMatchObject({
      hasSubscription: true,
      subscription: { subscriptionType: 'basic', paymentPeriod: 'full_year' },
    });
    // The same plan again is refused; premium upgrades.
    const twice = await send(admin.cookie, 'POST', `/api/admin/users/${person.id}/subscriptions`, { taxYear: YEAR, plan: 'basic', paidBy: 'grant' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_SUBSCRIBED');
    expect((await send(admin.cookie, 'POST', `/api/admin/users/${person.id}/subscriptions`, { taxYear: YEAR, plan: 'premium', paidBy: 'grant' })).statusCode).toBe(200);
    expect((await get(person.cookie, `/api/subscription/status/${YEAR}`)).json().subscription.subscriptionType).toBe('premium');
    const activations = await auditRows(person.id, 'subscription.activate');
    expect(activations).toHaveLength(2);
    expect(activations.every((a) => a.actorUserId === admin.id && (a.details as { source: string }).source === 'admin')).toBe(true);
    expect(await auditRows(person.id, 'payment.not_applied')).toHaveLength(0);
  });

  it('marks invoice eligibility and records an invoice payment, which activates the plan once', async () => {
    const person = await newUser();
    const stranger = await newUser();
    expect((await get(person.cookie, '/api/subscription/invoice-eligible')).json()).toEqual({ eligible: false });
    const eligible = await send(admin.cookie, 'POST', `/api/admin/users/${person.id}/invoice-eligibility`, { eligible: true });
    expect(eligible.json()).toMatchObject({ success: true, user: { id: person.id, invoiceEligible: true } });
    expect((await get(person.cookie, '/api/subscription/invoice-eligible')).json()).toEqual({ eligible: true });
    expect(await auditRows(person.id, 'user.invoice_eligibility')).toHaveLength(1);

    const invoice = (await send(person.cookie, 'POST', '/api/subscription/invoices', { taxYear: YEAR, plan: 'premium' })).json().invoice;
    const listed = (await get(admin.cookie, `/api/admin/users?q=${encodeURIComponent(person.email)}`)).json()[0];
    expect(listed.openInvoices).toEqual([{ id: invoice.id, taxYear: YEAR, plan: 'premium', amountRappen: 49_900, reference: invoice.reference }]);

    const pay = (userId: number, body: Record<string, unknown> = {}) =>
      send(admin.cookie, 'POST', `/api/admin/users/${userId}/subscriptions`, { taxYear: YEAR, plan: 'premium', paidBy: 'invoice', invoiceId: invoice.id, ...body });
    // The invoice must belong to that user, fit the year and plan, and be named.
    expect((await pay(stranger.id)).statusCode).toBe(404);
    expect((await pay(person.id, { plan: 'basic' })).statusCode).toBe(400);
    expect((await pay(person.id, { invoiceId: undefined })).statusCode).toBe(400);
    expect((await get(person.cookie, `/api/subscription/status/${YEAR}`)).json().hasSubscription).toBe(false);

    const first = await pay(person.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ openInvoices: [], subscriptions: [{ taxYear: YEAR, plan: 'premium', source: 'invoice' }] });
    expect((await pay(person.id)).statusCode).toBe(200);
    expect((await get(person.cookie, `/api/subscription/status/${YEAR}`)).json()).toMatchObject({ hasSubscription: true, subscription: { subscriptionType: 'premium' } });
    expect(await auditRows(person.id, 'subscription.activate')).toHaveLength(1);
    const paid = await auditRows(person.id, 'invoice.paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.actorUserId).toBe(admin.id);
    expect(await auditRows(stranger.id, 'subscription.activate')).toHaveLength(0);

    expect((await send(admin.cookie, 'POST', `/api/admin/users/${person.id}/invoice-eligibility`, { eligible: false })).json().user.invoiceEligible).toBe(false);
  });

  // Lock order (platform/subscriptions/activation.ts): the user's row before their year rows, as a
  // profile save that renames the person takes them (the trigger of migration 0010). Only
  // PostgreSQL has a second connection to hold a lock with.
  it.runIf(process.env.TEST_DB === 'postgres')('a grant waits for the user row before it touches the year row, so it cannot deadlock with a rename', async () => {
    const person = await newUser();
    await completeTaxProfile(t, person.cookie, YEAR);
    // The lock a profile save's UPDATE of the user row takes.
    const save = await holdLocks(t.db, (tx) => tx.execute(sql`select id from users where id = ${person.id} for no key update`));
    const grant = send(admin.cookie, 'POST', `/api/admin/users/${person.id}/subscriptions`, { taxYear: YEAR, plan: 'basic', paidBy: 'grant' });
    // It cannot finish while the user row is held.
    await untilSomeoneWaitsForALock(t.db);
    try {
      // The year row is still free: the grant waits at the user row, not holding the year row.
      await t.db.transaction((tx) => tx.execute(sql`select 1 from tax_year_statuses where user_id = ${person.id} and tax_year = ${YEAR} for update nowait`));
    } finally {
      save.release();
      await save.finished;
    }
    expect((await grant).statusCode).toBe(200);
  });
});

describe('system info and the debug panel', () => {
  it('shows environment, version from package.json and build date', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    const info = (await get(admin.cookie, '/api/admin/system')).json();
    expect(info).toEqual({ environment: process.env.NODE_ENV || 'development', version: pkg.version, buildDate: null });
  });

  it('reports the database status with the spec’s fields', async () => {
    const res = await get(admin.cookie, '/api/debug/db-status');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const counts = (await t.db.execute(sql`select count(*)::int as n, count(*) filter (where is_tax_profile_complete)::int as done from users`)) as unknown as {
      rows: { n: number; done: number }[];
    };
    const { n, done } = counts.rows[0]!;
    expect(body).toMatchObject({ hasTaxProfileColumn: true, userCount: n, taxCompletedCount: done, pendingMigrations: [], lastChecked: t.clock.now().toISOString() });
    expect(body.columns).toEqual(expect.arrayContaining(['id', 'email', 'role', 'is_tax_profile_complete', 'invoice_eligible']));
    expect(body.completionRate).toBe(Math.round((done / n) * 1000) / 10);
    expect(body.newestUser).toMatchObject({ id: expect.any(Number), email: expect.any(String), created: expect.any(String) });
  });

  it('fix-column applies pending migrations and says honestly that there were none', async () => {
    const res = await send(admin.cookie, 'POST', '/api/debug/fix-column');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, applied: [], message: expect.stringContaining('No pending migrations') });
    expect(await auditRows(null, 'debug.migrations_applied')).toHaveLength(0);
  });

  it('names a migration the database has not recorded as pending', async () => {
    const journal = JSON.parse(readFileSync(new URL('../../src/server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: { tag: string }[] };
    const newest = journal.entries.at(-1)!.tag;
    const rows = (await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`)) as unknown as {
      rows: { hash: string; created_at: string }[];
    };
    try {
      expect((await get(admin.cookie, '/api/debug/db-status')).json().pendingMigrations).toEqual([newest]);
    } finally {
      const row = rows.rows[0]!;
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`);
    }
    expect((await get(admin.cookie, '/api/debug/db-status')).json().pendingMigrations).toEqual([]);
  });

  it('the old debug calls: GET /api/tax/status and POST /api/tax-profile/set-status act on the admin’s own user', async () => {
    const status = (await get(admin.cookie, `/api/tax/status?taxYear=${YEAR}`)).json();
    expect(status).toMatchObject({ taxYear: YEAR, current_status_id: expect.any(Number), isTaxProfileComplete: false });
    expect((await send(admin.cookie, 'POST', '/api/tax-profile/set-status', { status: true })).json()).toEqual({ success: true, isTaxProfileComplete: true });
    expect((await get(admin.cookie, `/api/tax/status?taxYear=${YEAR}`)).json().isTaxProfileComplete).toBe(true);
    expect((await get(admin.cookie, '/api/user')).json().isTaxProfileComplete).toBe(true);
    expect((await send(admin.cookie, 'POST', '/api/tax-profile/set-status', { status: false })).json().isTaxProfileComplete).toBe(false);
    expect((await send(admin.cookie, 'POST', '/api/tax-profile/set-status', { status: 'yes' })).statusCode).toBe(400);
    expect((await auditRows(admin.id, 'tax_profile.debug_set')).map((a) => a.details)).toEqual([
      { from: false, to: true },
      { from: true, to: false },
    ]);
  });
});
