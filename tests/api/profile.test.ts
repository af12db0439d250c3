import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-16T09:00:00Z' });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const freshEmail = () => `profile${++counter}-${Date.now()}@example.ch`;

async function put(cookie: string, payload: unknown) {
  return t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...ORIGIN_HEADER, cookie }, payload: payload as object });
}
async function get(cookie: string, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
}

describe('the user and the profile', () => {
  it('shows a new user with an incomplete profile at status 1 for the default tax year', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const res = await get(cookie, '/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isProfileComplete: false,
      isTaxProfileComplete: false,
      taxYear: 2025,
      taxStatus: 'profile_incomplete',
      taxYearStatuses: [],
      subscriptionPlan: 'none',
      countryCode: '+41',
      role: 'user',
      name: '',
    });
    expect((await get(cookie, '/api/user?taxYear=2024')).json().taxYear).toBe(2024);
    expect((await get(cookie, '/api/user?taxYear=abc')).statusCode).toBe(400);
  });

  it('saves the first-time profile: names, digits-only phone, country code and terms', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const res = await put(cookie, { firstName: ' Anna ', lastName: 'Muster', phone: '079 123 45-67', countryCode: '+41', agreeToTerms: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      firstName: 'Anna',
      lastName: 'Muster',
      name: 'Anna Muster',
      // Digits only, without the trunk 0 that the country code +41 replaces.
      phone: '791234567',
      agreeToTerms: true,
      isProfileComplete: true,
    });
    const rows = await t.db.execute(sql`select count(*)::int as n from terms_acceptances where user_id = ${res.json().user.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('refuses missing or empty required fields with the spec messages and changes nothing', async () => {
    const { cookie } = await t.signIn(freshEmail());
    await put(cookie, { firstName: 'Beat', lastName: 'Keller', phone: '0790000000' });
    // The client says which field and why from params; the English message is for API users.
    const cases: [object, string, { field: string; reason: string }][] = [
      [{ firstName: '   ' }, 'First name is required for proper folder naming', { field: 'firstName', reason: 'firstNameRequired' }],
      [{ lastName: '' }, 'Last name is required for proper folder naming', { field: 'lastName', reason: 'lastNameRequired' }],
      [{ phone: 'abc' }, 'Phone number is required', { field: 'phone', reason: 'phoneRequired' }],
      [{ countryCode: '+1' }, 'Please choose a country code from the list', { field: 'countryCode', reason: 'countryCodeInvalid' }],
      [{ childrenAges: [4, 19] }, 'Child age must be between 0 and 18', { field: 'childrenAges.1', reason: 'childAgeRange' }],
      [{ dateOfBirth: '2001-02-30' }, 'Please enter a valid date', { field: 'dateOfBirth', reason: 'dateInvalid' }],
      [{ maritalStatus: 'complicated' }, 'Please choose one of the offered options', { field: 'maritalStatus', reason: 'optionInvalid' }],
    ];
    for (const [payload, message, params] of cases) {
      const res = await put(cookie, { ...payload, jobName: 'should not be saved' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION_ERROR', params });
    }
    const user = (await get(cookie, '/api/user')).json();
    expect(user).toMatchObject({ firstName: 'Beat', lastName: 'Keller', phone: '790000000', jobName: null });
  });

  it('ignores fields a person may not set on their own account', async () => {
    const email = freshEmail();
    const { cookie, user } = await t.signIn(email);
    const res = await put(cookie, {
      firstName: 'Mallory',
      id: 999,
      email: 'someone-else@example.ch',
      role: 'admin',
      isTaxProfileComplete: true,
      taxStatus: 'completed',
      subscriptionPlan: 'premium',
      isProfileComplete: true,
    });
    expect(res.statusCode).toBe(200);
    const after = (await get(cookie, '/api/user')).json();
    expect(after).toMatchObject({
      id: user.id,
      email,
      role: 'user',
      isTaxProfileComplete: false,
      taxStatus: 'profile_incomplete',
      subscriptionPlan: 'none',
      isProfileComplete: false,
      firstName: 'Mallory',
    });
  });

  it('records terms acceptance with the server time and the request address', async () => {
    const { cookie, user } = await t.signIn(freshEmail());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gtc/accept',
      headers: { ...ORIGIN_HEADER, cookie },
      payload: { accepted: true, timestamp: '1999-01-01T00:00:00Z', userAgent: 'x', ipAddress: '6.6.6.6' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, acceptedAt: t.clock.now().toISOString() });
    const rows = (await t.db.execute(sql`select accepted_at, ip_address from terms_acceptances where user_id = ${user.id}`)) as unknown as {
      rows: { accepted_at: string | Date; ip_address: string }[];
    };
    expect(new Date(rows.rows[0]!.accepted_at).toISOString()).toBe(t.clock.now().toISOString());
    expect(rows.rows[0]!.ip_address).toBe('127.0.0.1');
    const refused = await t.app.inject({ method: 'POST', url: '/api/gtc/accept', headers: { ...ORIGIN_HEADER, cookie }, payload: { accepted: false } });
    expect(refused.statusCode).toBe(400);
  });

  it('answers the tax status of a year: a new user is at 1', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const res = await get(cookie, '/api/tax-status?taxYear=2025');
    expect(res.json()).toEqual({
      status: 'profile_incomplete',
      current_status_id: 1,
      taxYear: 2025,
      isTaxProfileComplete: false,
      advanced_tax_locked: false,
      documents_requested: false,
    });
    expect((await get('', '/api/tax-status?taxYear=2025')).statusCode).toBe(401);
  });

  it('lists the to-do notifications in the language asked for', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const en = (await get(cookie, '/api/notifications', { 'accept-language': 'en' })).json();
    expect(en.map((n: { id: string }) => n.id).sort()).toEqual(
      ['missing_address', 'missing_name', 'missing_phone', 'missing_subscription', 'tax_profile_incomplete'].sort(),
    );
    expect(en.find((n: { id: string }) => n.id === 'missing_phone').title).toBe('Add your phone number');
    const it_ = (await get(cookie, '/api/notifications', { 'accept-language': 'it-CH,it;q=0.9' })).json();
    expect(it_.find((n: { id: string }) => n.id === 'missing_phone').title).toBe('Aggiunga il Suo numero di telefono');
    await put(cookie, { firstName: 'Carla', lastName: 'Rossi', phone: '0911234567' });
    const after = (await get(cookie, '/api/notifications')).json();
    expect(after.map((n: { id: string }) => n.id).sort()).toEqual(['missing_address', 'missing_subscription', 'tax_profile_incomplete']);
    expect(after[0].title).toMatch(/[A-Za-zÄÖÜäöü]/); // German by default
  });

  it('stores a message for the experts and refuses an empty one', async () => {
    const { cookie, user } = await t.signIn(freshEmail());
    for (const message of ['', '   \n ']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/send-message', headers: { ...ORIGIN_HEADER, cookie }, payload: { message } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Message cannot be empty', code: 'VALIDATION_ERROR', params: { field: 'message', reason: 'messageEmpty' } });
    }
    const ok = await t.app.inject({ method: 'POST', url: '/api/send-message', headers: { ...ORIGIN_HEADER, cookie }, payload: { message: ' Wann ist die Frist? ' } });
    expect(ok.json()).toEqual({ success: true, message: 'Message sent' });
    const rows = (await t.db.execute(sql`select body from messages where user_id = ${user.id}`)) as unknown as { rows: { body: string }[] };
    expect(rows.rows.map((r) => r.body)).toEqual(['Wann ist die Frist?']);
  });

  it('writes an audit row for profile changes without their values', async () => {
    const { cookie, user } = await t.signIn(freshEmail());
    await put(cookie, { ahvNumber: '756.1234.5678.97', firstName: 'Dora' });
    const rows = (await t.db.execute(sql`select action, details from audit_log where user_id = ${user.id} and action = 'profile.update'`)) as unknown as {
      rows: { action: string; details: { fields: string[] } }[];
    };
    expect(rows.rows[0]!.details.fields).toEqual(['ahvNumber', 'firstName']);
    expect(JSON.stringify(rows.rows)).not.toContain('756.1234');
  });

  it('never caches API answers', async () => {
    const { cookie } = await t.signIn(freshEmail());
    expect((await get(cookie, '/api/user')).headers['cache-control']).toBe('no-store');
  });
});

describe('Swiss identifiers on the profile', () => {
  it('checks the tax number against the canton and the AHV check digit', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const noCanton = await put(cookie, { taxAddress: '123.456.789' });
    expect(noCanton.json()).toEqual({ message: 'Missing info: select canton', code: 'VALIDATION_ERROR', params: { field: 'cantonOfResidence', reason: 'cantonRequired' } });
    const wrong = await put(cookie, { cantonOfResidence: 'zuerich', taxAddress: '123-456-789' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Invalid format. Expected: XXX.XXX.XXX', code: 'INVALID_FORMAT', params: { field: 'taxAddress', expected: 'XXX.XXX.XXX' } });
    expect((await get(cookie, '/api/user')).json().cantonOfResidence).toBeNull();
    const ok = await put(cookie, { cantonOfResidence: 'zuerich', taxAddress: '123.456.789', ahvNumber: '756.1234.5678.97' });
    expect(ok.statusCode).toBe(200);
    const badAhv = await put(cookie, { ahvNumber: '756.1234.5678.98' });
    expect(badAhv.json()).toEqual({ message: 'Invalid format. Expected: 756.XXXX.XXXX.XX', code: 'INVALID_FORMAT', params: { field: 'ahvNumber', expected: '756.XXXX.XXXX.XX' } });
    expect((await put(cookie, { cantonOfResidence: 'atlantis' })).statusCode).toBe(400);
  });

  it('clears the tax number when the canton changes', async () => {
    const { cookie } = await t.signIn(freshEmail());
    await put(cookie, { cantonOfResidence: 'zuerich', taxAddress: '123.456.789' });
    const moved = await put(cookie, { cantonOfResidence: 'jura' });
    expect(moved.json().user).toMatchObject({ cantonOfResidence: 'jura', taxAddress: '' });
    expect((await put(cookie, { taxAddress: '123-456-78' })).statusCode).toBe(200);
  });

  it('serves the canton list with name, code and image path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cantons/cantons.json' });
    expect(res.statusCode).toBe(200);
    const { cantons } = res.json();
    expect(cantons).toHaveLength(26);
    expect(cantons).toContainEqual(expect.objectContaining({ name: 'Zürich', code: 'ZH', imagePath: '/cantons/zh.svg' }));
  });
});
