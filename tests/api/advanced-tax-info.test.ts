import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advancedTaxSections, auditLog, files, taxCategoryPreferences } from '../../src/server/db/schema';
import { multipart, samples, sha256 } from '../support/multipart';
import { completeTaxProfile } from '../support/questionnaire';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

// 16 November 2026: the open tax year is 2025.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-16T09:00:00Z', restartable: true });
});
afterAll(async () => {
  await t?.close();
});

const YEAR = 2025;

const authorization = {
  taxAddressEnabled: true,
  ahvNumberEnabled: true,
  powerOfAttorneyEnabled: true,
  canton: 'zuerich',
  tinNumber: '987.654.321',
  ahvNumber: '756.9217.0769.85',
  powerOfAttorneyAccepted: true,
};
const spouse = { firstName: 'Marco', lastName: 'Keller', age: 38, occupation: 'Lehrer', ahvNumber: '', taxId: '' };
const children = [
  { firstName: 'Lena', lastName: 'Muster', birthDate: '2021-03-04', disability: false, schoolingInfo: 'Kindergarten', alimony: false },
  { firstName: 'Tim', lastName: 'Muster', birthDate: '2016-08-30', disability: true, schoolingInfo: '4. Klasse', alimony: false },
];
const investments = {
  holdsSecurities: true,
  holdsCryptocurrencies: false,
  holdsOtherInvestments: false,
  hasQualifyingParticipation: false,
  bankAccountCount: 2,
  custodyAccountCount: 1,
  taxValueRappen: 1_234_550,
  grossRevenueARappen: 10_000,
  grossRevenueBRappen: null,
  withholdingTaxClaimRappen: 3_500,
  notes: 'Depot bei der Kantonalbank',
  // Typed by hand; entries pre-filled from e-tax statements are tested in investments-prefill.test.ts.
  entries: [],
};
const deductions = { amountsRappen: { saule3a: 725_800, spenden: 20_000 } };
const realEstate = {
  properties: [
    {
      kind: 'primary_residence',
      location: 'Aeugst am Albis ZH',
      taxValueRappen: 65_000_000,
      rentalValueRappen: 2_000_000,
      mortgageDebtRappen: 40_000_000,
      mortgageInterestRappen: 600_000,
      maintenanceCostsRappen: null,
      maintenanceFlatRate: true,
    },
  ],
  notes: '',
};

/** Each section's path and the body that saves the values above. */
const SECTIONS = {
  authorization: { path: 'authorization', body: { taxYear: YEAR, settings: authorization }, value: authorization },
  spouse: { path: 'spouse', body: { taxYear: YEAR, spouse }, value: spouse },
  children: { path: 'children', body: { taxYear: YEAR, children }, value: children },
  investments: { path: 'investments', body: { taxYear: YEAR, investments }, value: investments },
  deductions: { path: 'deductions', body: { taxYear: YEAR, deductions }, value: deductions },
  realEstate: { path: 'real-estate', body: { taxYear: YEAR, realEstate }, value: realEstate },
} as const;

let counter = 0;
async function signedIn() {
  const session = await t.signIn(`advanced${++counter}-${Date.now()}@example.ch`);
  return { cookie: session.cookie, userId: session.user.id };
}
/** Questionnaire complete: status 2. */
async function atStatus2() {
  const user = await signedIn();
  await completeTaxProfile(t, user.cookie, YEAR);
  return user;
}
async function upload(cookie: string, categoryId: number) {
  const content = samples.pdf();
  const { payload, headers } = multipart([
    { name: 'categoryId', value: String(categoryId) },
    { name: 'taxYear', value: String(YEAR) },
    { name: 'hashes[]', value: sha256(content) },
    { name: 'files', filename: `Beleg-${categoryId}.pdf`, content },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
}
/** The four required documents uploaded: status 3. */
async function atStatus3() {
  const user = await atStatus2();
  for (const categoryId of [5, 1, 2, 21]) expect((await upload(user.cookie, categoryId)).statusCode).toBe(200);
  const status = await get(user.cookie, `/api/tax-status?taxYear=${YEAR}`);
  expect(status.json().current_status_id).toBe(3);
  return user;
}

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (cookie: string, method: 'PUT' | 'POST', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { ...ORIGIN_HEADER, cookie }, payload: payload as object });
const save = (cookie: string, section: keyof typeof SECTIONS, body: unknown = SECTIONS[section].body) =>
  send(cookie, 'PUT', `/api/advanced-tax-info/${SECTIONS[section].path}`, body);
const info = async (cookie: string) => (await get(cookie, `/api/advanced-tax-info?taxYear=${YEAR}`)).json();
const preferences = async (cookie: string) => (await get(cookie, `/api/tax-category-preferences?taxYear=${YEAR}`)).json();
const setPreference = (cookie: string, section: string, isRelevant: boolean) =>
  send(cookie, 'POST', `/api/user-preferences/${section}`, { taxYear: YEAR, isRelevant });
const lock = (cookie: string, locked = true) => send(cookie, 'POST', '/api/tax-status/advanced-tax-locked', { locked, taxYear: YEAR });

async function auditRows(userId: number, action: string) {
  return t.db.select().from(auditLog).where(and(eq(auditLog.userId, userId), eq(auditLog.action, action)));
}

/** The text a PDF viewer shows: the (compressed) content streams' text operators, decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue; // not a compressed content stream
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const hex = [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

describe('advanced tax information: sections', () => {
  it('keeps each of the six sections as saved, across a restart', async () => {
    const { cookie } = await atStatus3();
    const empty = await info(cookie);
    expect(empty).toEqual({
      taxYear: YEAR,
      locked: false,
      authorization: null,
      spouse: null,
      children: [],
      investments: null,
      deductions: null,
      realEstate: null,
      lastUpdated: {},
    });

    for (const [section, { value }] of Object.entries(SECTIONS)) {
      const res = await save(cookie, section as keyof typeof SECTIONS);
      expect(res.statusCode, `${section}: ${res.body}`).toBe(200);
      expect(res.json().success).toBe(true);
      expect(res.json().info[section]).toEqual(value);
      expect(res.json().info.lastUpdated[section]).toBe('2026-11-16T09:00:00.000Z');
    }
    expect((await setPreference(cookie, 'realEstate', true)).statusCode).toBe(200);

    await t.restart();

    const after = await info(cookie);
    for (const [section, { value }] of Object.entries(SECTIONS)) expect(after[section], section).toEqual(value);
    expect(Object.keys(after.lastUpdated).sort()).toEqual(Object.keys(SECTIONS).sort());
    expect(after.locked).toBe(false);
    expect((await preferences(cookie)).sections.realEstate).toEqual({ enabled: true, autoEnabled: false, manual: true });
  });

  it('replaces a section with a new save, and a cleared list stays cleared', async () => {
    const { cookie } = await atStatus2();
    expect((await save(cookie, 'children')).statusCode).toBe(200);
    const one = [children[0]];
    expect((await save(cookie, 'children', { taxYear: YEAR, children: one })).json().info.children).toEqual(one);
    expect((await save(cookie, 'children', { taxYear: YEAR, children: [] })).statusCode).toBe(200);
    expect((await info(cookie)).children).toEqual([]);
  });

  it('refuses a wrong authorization with a message and keeps what was saved', async () => {
    const { cookie } = await atStatus2();
    expect((await save(cookie, 'authorization')).statusCode).toBe(200);
    const before = await info(cookie);

    const wrong: [Record<string, unknown>, string, { field: string; reason: string }][] = [
      [{ canton: null }, 'Missing info: select canton', { field: 'settings.canton', reason: 'cantonRequired' }],
      // Zurich numbers are XXX.XXX.XXX; this is the Aargau format.
      [{ tinNumber: '1234.5678.90' }, 'Invalid format: the tax number does not match the format of the canton', { field: 'settings.tinNumber', reason: 'taxNumberFormat' }],
      // The right shape with a wrong check digit (…85 is right).
      [{ ahvNumber: '756.9217.0769.86' }, 'Invalid format. Expected: 756.XXXX.XXXX.XX', { field: 'settings.ahvNumber', reason: 'ahvInvalid' }],
      [
        { powerOfAttorneyAccepted: false },
        'Power of Attorney Required – Please accept the Power of Attorney to continue.',
        { field: 'settings.powerOfAttorneyAccepted', reason: 'powerOfAttorneyRequired' },
      ],
    ];
    for (const [change, message, params] of wrong) {
      const res = await save(cookie, 'authorization', { taxYear: YEAR, settings: { ...authorization, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION_ERROR', params });
    }
    expect(await info(cookie)).toEqual(before);
  });

  it('takes a disabled tax-number or AHV card without its number', async () => {
    const { cookie } = await atStatus2();
    const settings = { ...authorization, taxAddressEnabled: false, canton: null, tinNumber: '', ahvNumberEnabled: false, ahvNumber: '' };
    const res = await save(cookie, 'authorization', { taxYear: YEAR, settings });
    expect(res.statusCode).toBe(200);
    expect(res.json().info.authorization).toEqual(settings);
  });

  it("refuses a child's birth date in the future and a negative deduction, changing nothing", async () => {
    const { cookie } = await atStatus2();
    expect((await save(cookie, 'children')).statusCode).toBe(200);
    expect((await save(cookie, 'deductions')).statusCode).toBe(200);
    const before = await info(cookie);

    const tomorrow = await save(cookie, 'children', { taxYear: YEAR, children: [...children, { ...children[0], firstName: 'Noah', birthDate: '2026-11-17' }] });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json()).toEqual({
      message: 'The birth date cannot be in the future',
      code: 'VALIDATION_ERROR',
      params: { field: `children.${children.length}.birthDate`, reason: 'birthDateInFuture' },
    });

    const negative = await save(cookie, 'deductions', { taxYear: YEAR, deductions: { amountsRappen: { saule3a: -100 } } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({
      message: 'Please enter an amount in CHF of zero or more (at most 2 decimals)',
      code: 'VALIDATION_ERROR',
      params: { field: 'deductions.amountsRappen.saule3a', reason: 'amountInvalid' },
    });
    expect((await save(cookie, 'deductions', { taxYear: YEAR, deductions: { amountsRappen: { unknown: 100 } } })).statusCode).toBe(400);

    expect(await info(cookie)).toEqual(before);

    // A child born today (Swiss date) is fine.
    const today = await save(cookie, 'children', { taxYear: YEAR, children: [{ ...children[0], birthDate: '2026-11-16' }] });
    expect(today.statusCode).toBe(200);
  });

  it('takes the advanced information only while documents are gathered, for an open year', async () => {
    const fresh = await signedIn();
    const early = await save(fresh.cookie, 'spouse');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'WRONG_STATUS' });
    expect((await setPreference(fresh.cookie, 'realEstate', true)).json()).toMatchObject({ code: 'WRONG_STATUS' });

    const { cookie } = await atStatus2();
    const notOpen = await save(cookie, 'spouse', { taxYear: 2026, spouse });
    expect(notOpen.statusCode).toBe(400);
    expect(notOpen.json()).toMatchObject({ code: 'TAX_YEAR_NOT_OPEN' });
    expect((await get(cookie, '/api/advanced-tax-info?taxYear=2026')).json().spouse).toBeNull();
  });

  it('keeps AHV and tax numbers out of the audit log', async () => {
    const { cookie, userId } = await atStatus2();
    expect((await save(cookie, 'authorization')).statusCode).toBe(200);
    expect((await save(cookie, 'spouse', { taxYear: YEAR, spouse: { ...spouse, ahvNumber: '756.9217.0769.85', taxId: '555.444.333' } })).statusCode).toBe(200);
    const rows = await auditRows(userId, 'advanced_tax.save');
    expect(rows.map((r) => r.details)).toEqual([
      { taxYear: YEAR, section: 'authorization' },
      { taxYear: YEAR, section: 'spouse' },
    ]);
    const all = JSON.stringify(await t.db.select().from(auditLog).where(eq(auditLog.userId, userId)));
    for (const secret of ['9217', '987.654.321', '555.444.333']) expect(all).not.toContain(secret);
  });

  it("never shows or changes another person's information", async () => {
    const owner = await atStatus2();
    for (const section of Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]) expect((await save(owner.cookie, section)).statusCode).toBe(200);
    expect((await setPreference(owner.cookie, 'realEstate', true)).statusCode).toBe(200);
    const ownerInfo = await info(owner.cookie);

    const other = await atStatus2();
    const seen = await info(other.cookie);
    expect(seen.authorization).toBeNull();
    expect(seen.children).toEqual([]);
    expect((await preferences(other.cookie)).sections.realEstate.manual).toBeNull();

    expect((await save(other.cookie, 'children', { taxYear: YEAR, children: [] })).statusCode).toBe(200);
    expect((await setPreference(other.cookie, 'realEstate', false)).statusCode).toBe(200);
    expect(await info(owner.cookie)).toEqual(ownerInfo);
    expect((await preferences(owner.cookie)).sections.realEstate.manual).toBe(true);

    // Without a session nothing is read or written.
    expect((await t.app.inject({ method: 'GET', url: `/api/advanced-tax-info?taxYear=${YEAR}` })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/advanced-tax-info/spouse', headers: ORIGIN_HEADER, payload: SECTIONS.spouse.body });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/advanced-tax-info/power-of-attorney?taxYear=${YEAR}&language=de` })).statusCode).toBe(401);
  });
});

describe('advanced tax information: section preferences', () => {
  it('switches sections by hand, but not those the tax profile switches on', async () => {
    // The questionnaire's person is married, has children, investments and a pillar 3a; no
    // property and no foreign income.
    const { cookie, userId } = await atStatus2();
    const initial = await preferences(cookie);
    expect(initial).toEqual({
      taxYear: YEAR,
      sections: {
        authorization: { enabled: true, autoEnabled: true, manual: null },
        investments: { enabled: true, autoEnabled: true, manual: null },
        deductions: { enabled: true, autoEnabled: true, manual: null },
        realEstate: { enabled: false, autoEnabled: false, manual: null },
        foreignIncome: { enabled: false, autoEnabled: false, manual: null },
        spouse: { enabled: true, autoEnabled: true, manual: null },
        children: { enabled: true, autoEnabled: true, manual: null },
      },
    });

    const on = await setPreference(cookie, 'foreignIncome', true);
    expect(on.statusCode).toBe(200);
    expect(on.json().sections.foreignIncome).toEqual({ enabled: true, autoEnabled: false, manual: true });
    expect((await preferences(cookie)).sections.foreignIncome).toEqual({ enabled: true, autoEnabled: false, manual: true });
    const off = await setPreference(cookie, 'foreignIncome', false);
    expect(off.json().sections.foreignIncome).toEqual({ enabled: false, autoEnabled: false, manual: false });

    for (const section of ['spouse', 'children', 'investments', 'deductions', 'authorization']) {
      const refused = await setPreference(cookie, section, false);
      expect(refused.statusCode, section).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'SECTION_AUTO_ENABLED', message: expect.any(String) });
    }
    // Switching an auto-enabled section on is harmless and stores nothing.
    const harmless = await setPreference(cookie, 'spouse', true);
    expect(harmless.statusCode).toBe(200);
    expect(harmless.json().sections.spouse).toEqual({ enabled: true, autoEnabled: true, manual: null });

    expect((await setPreference(cookie, 'pets', true)).statusCode).toBe(400);
    const stored = await t.db.select().from(taxCategoryPreferences).where(eq(taxCategoryPreferences.userId, userId));
    expect(stored.map((p) => [p.categoryId, p.isRelevant])).toEqual([['foreignIncome', false]]);
    expect(await auditRows(userId, 'advanced_tax.preference')).toHaveLength(2);
  });
});

describe('finishing the section (the lock)', () => {
  it('is refused before all required documents are there and without the accepted power of attorney', async () => {
    const early = await atStatus2();
    expect((await save(early.cookie, 'authorization')).statusCode).toBe(200);
    const atTwo = await lock(early.cookie);
    expect(atTwo.statusCode).toBe(409);
    expect(atTwo.json()).toMatchObject({ code: 'WRONG_STATUS' });

    const { cookie } = await atStatus3();
    const noAuthorization = await lock(cookie);
    expect(noAuthorization.statusCode).toBe(409);
    expect(noAuthorization.json()).toEqual({
      code: 'AUTHORIZATION_REQUIRED',
      message: 'Save the authorization with the accepted power of attorney before finishing the section',
    });
    expect((await get(cookie, `/api/tax-status?taxYear=${YEAR}`)).json().advanced_tax_locked).toBe(false);
    // Asking to unlock an unlocked year changes nothing.
    const unlock = await lock(cookie, false);
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toMatchObject({ success: true, changed: false, taxStatus: { advanced_tax_locked: false } });
  });

  it('locks once, and then nothing of the year changes any more', async () => {
    const { cookie, userId } = await atStatus3();
    for (const section of Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]) expect((await save(cookie, section)).statusCode).toBe(200);
    expect((await setPreference(cookie, 'foreignIncome', true)).statusCode).toBe(200);

    const first = await lock(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      changed: true,
      taxStatus: { status: 'documents_submitted', current_status_id: 3, taxYear: YEAR, isTaxProfileComplete: true, advanced_tax_locked: true, documents_requested: false },
    });
    const again = await lock(cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ changed: false, taxStatus: { advanced_tax_locked: true } });
    const audits = await auditRows(userId, 'advanced_tax.lock');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toEqual({ taxYear: YEAR });

    expect((await get(cookie, `/api/tax-status?taxYear=${YEAR}`)).json()).toMatchObject({ advanced_tax_locked: true, current_status_id: 3 });
    const before = await info(cookie);
    expect(before.locked).toBe(true);
    const prefsBefore = await preferences(cookie);
    const filesBefore = await t.db.select().from(files).where(eq(files.userId, userId));
    const rowsBefore = await t.db.select().from(advancedTaxSections).where(eq(advancedTaxSections.userId, userId));

    const changedChildren = { taxYear: YEAR, children: [children[0]] };
    for (const section of Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]) {
      const res = await save(cookie, section, section === 'children' ? changedChildren : SECTIONS[section].body);
      expect(res.statusCode, section).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SECTION_LOCKED', message: expect.any(String) });
    }
    for (const [section, relevant] of [['foreignIncome', false], ['realEstate', true], ['spouse', true]] as const) {
      const res = await setPreference(cookie, section, relevant);
      expect(res.statusCode, section).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SECTION_LOCKED' });
    }
    const lateUpload = await upload(cookie, 8);
    expect(lateUpload.statusCode).toBe(409);
    expect(lateUpload.json()).toEqual({ code: 'SECTION_LOCKED', message: 'This tax year is finished and locked; no documents can be added' });
    const unlock = await lock(cookie, false);
    expect(unlock.statusCode).toBe(409);
    expect(unlock.json()).toEqual({ code: 'SECTION_LOCKED', message: 'Unlocking a locked year is not a user action' });

    expect(await info(cookie)).toEqual(before);
    expect(await preferences(cookie)).toEqual(prefsBefore);
    expect(await t.db.select().from(files).where(eq(files.userId, userId))).toEqual(filesBefore);
    expect(await t.db.select().from(advancedTaxSections).where(eq(advancedTaxSections.userId, userId))).toEqual(rowsBefore);
    expect((await get(cookie, `/api/tax-status?taxYear=${YEAR}`)).json().advanced_tax_locked).toBe(true);
  });

  it('locks exactly once when the button is pressed several times at once', async () => {
    const { cookie, userId } = await atStatus3();
    expect((await save(cookie, 'authorization')).statusCode).toBe(200);
    const answers = await Promise.all([lock(cookie), lock(cookie), lock(cookie)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().changed)).toHaveLength(1);
    expect(await auditRows(userId, 'advanced_tax.lock')).toHaveLength(1);
  });
});

describe('the power of attorney', () => {
  it('is a PDF naming the person and the year, in German and English, without AHV or tax number', async () => {
    const { cookie } = await atStatus2();
    expect((await save(cookie, 'authorization')).statusCode).toBe(200);
    expect((await save(cookie, 'spouse')).statusCode).toBe(200);

    const expected = {
      de: { filename: 'Vollmacht_2025.pdf', words: ['Vollmacht', 'Steuererklärung 2025', 'Steuerverwaltung des Kantons Zürich', 'Unterschrift'] },
      en: { filename: 'Power_of_Attorney_2025.pdf', words: ['Power of Attorney', 'Tax return 2025', 'canton of Zurich', 'Signature'] },
    } as const;
    for (const language of ['de', 'en'] as const) {
      const res = await get(cookie, `/api/advanced-tax-info/power-of-attorney?taxYear=${YEAR}&language=${language}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${expected[language].filename}"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      // The person as the questionnaire saved them, the spouse from the spouse tab, the provider.
      for (const word of ['Anna Muster', 'Dorfstrasse 7, 8914 Aeugstertal', '12.04.1990', 'Marco Keller', 'Helvetax', ...expected[language].words]) {
        expect(text, `${language}: ${word}`).toContain(word);
      }
      // Neither the profile's nor the authorization's identifiers.
      for (const secret of ['756', '123.456.789', '987.654.321', '9217']) expect(text, `${language}: ${secret}`).not.toContain(secret);
    }

    const wrongLanguage = await get(cookie, `/api/advanced-tax-info/power-of-attorney?taxYear=${YEAR}&language=fr`);
    expect(wrongLanguage.statusCode).toBe(400);
    expect(wrongLanguage.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
