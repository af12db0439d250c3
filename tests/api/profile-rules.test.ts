import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTaxProfile } from '../support/questionnaire';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

// Monday 16 November 2026, 00:30 in Zurich: UTC is still on Sunday.
const NOW = '2026-11-15T23:30:00Z';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const freshEmail = () => `rules${++counter}-${Date.now()}@example.ch`;

async function put(cookie: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...ORIGIN_HEADER, cookie }, payload });
}
async function user(cookie: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();
}

describe('profile rules the server keeps', () => {
  it('refuses a date of birth after today in Switzerland and takes today', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const tomorrow = await put(cookie, { dateOfBirth: '2026-11-17' });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json()).toEqual({
      message: 'The birth date cannot be in the future',
      code: 'VALIDATION_ERROR',
      params: { field: 'dateOfBirth', reason: 'birthDateInFuture' },
    });
    expect((await user(cookie)).dateOfBirth).toBeNull();
    // Already Monday in Zurich although UTC says Sunday.
    expect((await put(cookie, { dateOfBirth: '2026-11-16' })).statusCode).toBe(200);
  });

  it('refuses 3 children with 1 age, in one save and against the stored answers', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const mismatch = await put(cookie, { hasChildren: true, numberOfChildren: 3, childrenAges: [5] });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      message: 'The number of children must match the number of ages given',
      code: 'VALIDATION_ERROR',
      params: { field: 'numberOfChildren', reason: 'childrenAgesMismatch' },
    });
    expect((await put(cookie, { hasChildren: true, numberOfChildren: 2, childrenAges: [5, 9] })).statusCode).toBe(200);
    // A count alone must still fit the ages already stored.
    expect((await put(cookie, { numberOfChildren: 3 })).json().params).toEqual({ field: 'numberOfChildren', reason: 'childrenAgesMismatch' });
    expect((await user(cookie)).numberOfChildren).toBe(2);
    // No children: the questionnaire asks no ages.
    expect((await put(cookie, { hasChildren: false, numberOfChildren: 0, childrenAges: [] })).statusCode).toBe(200);
  });

  it('lets a completed tax profile change its answers but not empty them', async () => {
    const { cookie } = await t.signIn(freshEmail());
    await completeTaxProfile(t, cookie);
    for (const field of ['street', 'zipCode', 'city', 'gemeinde', 'jobName', 'taxAddress', 'firstName']) {
      const blank = await put(cookie, { [field]: '  ' });
      expect(blank.statusCode, field).toBe(400);
      expect(blank.json().code, field).toBe('VALIDATION_ERROR');
      expect(blank.json().params.field, field).toBe(field);
    }
    expect((await put(cookie, { street: '' })).json()).toEqual({
      message: 'This answer is needed for the completed tax profile: it can be changed but not left empty',
      code: 'VALIDATION_ERROR',
      params: { field: 'street', reason: 'answerRequired' },
    });
    const me = await user(cookie);
    expect(me).toMatchObject({ street: 'Dorfstrasse 7', zipCode: '8914', city: 'Aeugstertal', jobName: 'Pflegefachfrau', isTaxProfileComplete: true });
    const moved = await put(cookie, { street: 'Seestrasse 10', zipCode: '8914', city: 'Aeugstertal', gemeinde: 'Aeugst am Albis' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().user.street).toBe('Seestrasse 10');
  });

  it('lets an unfinished questionnaire leave answers empty for later', async () => {
    const { cookie } = await t.signIn(freshEmail());
    expect((await put(cookie, { street: '', zipCode: '8914', city: 'Aeugstertal', gemeinde: 'Aeugst am Albis' })).statusCode).toBe(200);
  });
});

describe('phone numbers with their country code', () => {
  it('stores the national digits once, however the number was typed', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const cases: [string, string, string][] = [
      ['+41', '+41 79 123 45 67', '791234567'],
      ['+41', '0041 79 123 45 67', '791234567'],
      ['+41', '079 123 45 67', '791234567'],
      ['+41', '+41 (0)79 123 45 67', '791234567'],
      ['+49', '+49 30 1234567', '301234567'],
      ['+49', '030 1234567', '301234567'],
      ['+39', '+39 02 1234 5678', '0212345678'],
    ];
    for (const [countryCode, phone, stored] of cases) {
      const res = await put(cookie, { countryCode, phone });
      expect(res.statusCode, phone).toBe(200);
      expect(res.json().user, phone).toMatchObject({ countryCode, phone: stored });
    }
  });

  it('uses the stored country code when a save carries only the number', async () => {
    const { cookie } = await t.signIn(freshEmail());
    expect((await put(cookie, { countryCode: '+43' })).statusCode).toBe(200);
    expect((await put(cookie, { phone: '+43 664 1234567' })).json().user.phone).toBe('6641234567');
  });

  it('refuses a number that is only its country code', async () => {
    const { cookie } = await t.signIn(freshEmail());
    const res = await put(cookie, { countryCode: '+41', phone: '+41' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Phone number is required', code: 'VALIDATION_ERROR', params: { field: 'phone', reason: 'phoneRequired' } });
  });
});
