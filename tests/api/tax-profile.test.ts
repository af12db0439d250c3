import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_STEPS as STEPS } from '../support/questionnaire';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-16T09:00:00Z' });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const freshEmail = () => `wizard${++counter}-${Date.now()}@example.ch`;

async function put(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...ORIGIN_HEADER, cookie }, payload });
}
async function post(cookie: string, url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: { ...ORIGIN_HEADER, cookie }, payload });
}
async function auditRows(userId: number, action: string) {
  const res = (await t.db.execute(sql`select details from audit_log where user_id = ${userId} and action = ${action} order by id`)) as unknown as {
    rows: { details: Record<string, unknown> }[];
  };
  return res.rows.map((r) => r.details);
}

describe('the tax questionnaire on the server', () => {
  it('keeps the answers step by step, so another device continues where the person stopped', async () => {
    const { cookie } = await t.signIn(freshEmail());
    for (const step of STEPS.slice(0, 5)) expect((await put(cookie, step)).statusCode).toBe(200);
    const user = (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();
    expect(user).toMatchObject({ salutation: 'mrs', cantonOfResidence: 'zuerich', taxAddress: '123.456.789', gemeinde: 'Aeugst am Albis', movedDuringYear: 'no', maritalStatus: null });
    expect(user.isTaxProfileComplete).toBe(false);
  });

  it('refuses completion while required answers are missing and changes nothing', async () => {
    const { cookie, user } = await t.signIn(freshEmail());
    for (const step of STEPS.slice(0, 6)) await put(cookie, step);
    const res = await post(cookie, '/api/status/set', { statusId: 2, taxYear: 2025 });
    expect(res.statusCode).toBe(400);
    // The wizard goes to the first missing question from params.fields; the message is for API users.
    expect(res.json()).toEqual({
      message: 'The tax profile is not complete yet: maritalStatus, employmentType',
      code: 'TAX_PROFILE_INCOMPLETE',
      params: { fields: ['maritalStatus', 'employmentType'] },
    });
    const status = (await t.app.inject({ method: 'GET', url: '/api/tax-status?taxYear=2025', headers: { cookie } })).json();
    expect(status).toMatchObject({ current_status_id: 1, isTaxProfileComplete: false });
    expect(await auditRows(user.id, 'tax_status.change')).toEqual([]);
  });

  it('completes once: status 2 for the year, the profile marked complete, one audit row', async () => {
    const { cookie, user } = await t.signIn(freshEmail());
    for (const step of STEPS) expect((await put(cookie, step)).statusCode).toBe(200);
    const results = await Promise.all([1, 2, 3, 4].map(() => post(cookie, '/api/status/set', { statusId: 2, taxYear: 2025 })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().changed === true)).toHaveLength(1);
    expect(results[0]!.json().taxStatus).toEqual({ status: 'documents_pending', current_status_id: 2, taxYear: 2025, isTaxProfileComplete: true, advanced_tax_locked: false, documents_requested: false });
    expect(await auditRows(user.id, 'tax_status.change')).toEqual([{ taxYear: 2025, from: 1, to: 2, reason: 'tax_profile_completed' }]);
    const me = (await t.app.inject({ method: 'GET', url: '/api/user?taxYear=2025', headers: { cookie } })).json();
    expect(me).toMatchObject({ isTaxProfileComplete: true, taxStatus: 'documents_pending', taxYearStatuses: [{ taxYear: 2025, status: 'documents_pending' }] });
  });

  it('refuses steps a user may not make and years not open for filing', async () => {
    const { cookie } = await t.signIn(freshEmail());
    for (const step of STEPS) await put(cookie, step);
    const skip = await post(cookie, '/api/tax-status/set', { statusId: 3, taxYear: 2025 });
    expect(skip.statusCode).toBe(403);
    expect(skip.json().code).toBe('STATUS_TRANSITION_NOT_ALLOWED');
    await post(cookie, '/api/status/set', { statusId: 2, taxYear: 2025 });
    for (const [url, body] of [
      ['/api/tax-status/update-numeric', { status: 1, taxYear: 2025 }],
      ['/api/tax-status/update-numeric', { status: 3, taxYear: 2025 }],
      ['/api/tax-status/set', { statusId: 6, taxYear: 2025 }],
    ] as const) {
      const res = await post(cookie, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().code).toBe('STATUS_TRANSITION_NOT_ALLOWED');
    }
    const closed = await post(cookie, '/api/status/set', { statusId: 2, taxYear: 2026 });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().code).toBe('TAX_YEAR_NOT_OPEN');
    expect((await post(cookie, '/api/status/set', { statusId: 9 })).statusCode).toBe(400);
  });

  it('stores the tax declaration export and lets only its owner download it as JSON', async () => {
    const { cookie, user } = await t.signIn(freshEmail());
    const early = await post(cookie, '/api/tax/save-declaration', { taxYear: 2025, filename: 'x.json' });
    expect(early.statusCode).toBe(400);
    for (const step of STEPS) await put(cookie, step);
    const saved = await post(cookie, '/api/tax/save-declaration', { taxYear: 2025, filename: '../../etc/Steuer daten.json', taxData: { firstName: 'Forged' } });
    expect(saved.statusCode).toBe(200);
    const { downloadUrl, filename } = saved.json();
    expect(filename).toBe('etc-Steuer-daten.json');
    const file = await t.app.inject({ method: 'GET', url: downloadUrl, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="etc-Steuer-daten.json"');
    const content = file.json();
    expect(content.personalInfo.firstName).toBe('Anna');
    expect(content.children).toEqual({ hasChildren: true, numberOfChildren: 2, childrenAges: [4, 9] });
    expect(content.metadata).toEqual({ submitDate: t.clock.now().toISOString(), userId: user.id, taxYear: 2025, profileVersion: '1.0', completionStatus: 'complete', dataValidated: true });
    const other = await t.signIn(freshEmail());
    expect((await t.app.inject({ method: 'GET', url: downloadUrl, headers: { cookie: other.cookie } })).statusCode).toBe(404);
  });
});
