import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';
import { documentsSubmittedTaxpayer, finishAdvancedSection, payPlan, TEST_AUTHORIZATION, TEST_STRIPE, type CaseUser } from '../support/transmitted-case';

/**
 * Security review finding 8: AHV numbers, tax numbers and the spouse's numbers are encrypted at
 * rest (field-level AES-256-GCM), while every reader of the API still sees them in plain.
 */

const YEAR = 2025;
const EXPERT = 'expert@helvetax.test';
const ADMIN = 'admin@helvetax.test';
// The questionnaire's (tests/support/questionnaire.ts) and the authorization's numbers.
const PROFILE_AHV = '756.1234.5678.97';
const PROFILE_TAX_NUMBER = '123.456.789';
const SPOUSE = { firstName: 'Marco', lastName: 'Muster', age: 41, occupation: 'Lehrer', ahvNumber: '756.9217.0769.85', taxId: '555.444.333' };
const CHILDREN = [{ firstName: 'Lia', lastName: 'Muster', birthDate: '2016-03-01', disability: false, schoolingInfo: 'Primarschule', alimony: false }];
const digits = (s: string) => s.replace(/\D/g, '');
/** Every way an identifier could sit in a column: as typed, and as digits only. */
const NEEDLES = [PROFILE_AHV, PROFILE_TAX_NUMBER, SPOUSE.ahvNumber, SPOUSE.taxId].flatMap((n) => [n, digits(n)]);

let t: TestApp;
let taxpayer: CaseUser;
let expert: { cookie: string };
let admin: { cookie: string };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (cookie: string, method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { ...ORIGIN_HEADER, cookie }, payload });

/** Each text and jsonb column of every table that holds one of the needles: table.column → needles. */
async function plaintextAnywhere(needles: string[]): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
    order by table_name, column_name`);
  expect(columns.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    for (const needle of needles) {
      const [hit] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${`%${needle}%`}`,
      );
      if (hit!.n > 0) found.push(`${table_name}.${column_name}: ${needle}`);
    }
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp({ config: { stripe: TEST_STRIPE, expertEmails: new Set([EXPERT]) }, adminEmails: [ADMIN], restartable: true });
  expert = await t.signIn(EXPERT);
  admin = await t.signIn(ADMIN);
  // Profile with AHV and tax number (questionnaire), spouse, children, authorization, export,
  // then handed to the experts so their case view reads it too.
  taxpayer = await documentsSubmittedTaxpayer(t, { email: 'anna.muster@example.ch', taxYear: YEAR });
  expect((await send(taxpayer.cookie, 'PUT', '/api/advanced-tax-info/spouse', { taxYear: YEAR, spouse: SPOUSE })).statusCode).toBe(200);
  expect((await send(taxpayer.cookie, 'PUT', '/api/advanced-tax-info/children', { taxYear: YEAR, children: CHILDREN })).statusCode).toBe(200);
  expect((await send(taxpayer.cookie, 'POST', '/api/tax/save-declaration', { taxYear: YEAR, filename: 'export.json' })).statusCode).toBe(200);
  await finishAdvancedSection(t, taxpayer);
  await payPlan(t, taxpayer);
  expect((await send(taxpayer.cookie, 'POST', '/api/tax-year-status/transmit', { taxYear: YEAR })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('personal identifiers at rest', () => {
  it('appear in no column of any table in plain', async () => {
    expect(await plaintextAnywhere(NEEDLES)).toEqual([]);
    const [user] = await rows<{ ahv_number: string; tax_address: string }>(sql`select ahv_number, tax_address from users where id = ${taxpayer.id}`);
    expect(user!.ahv_number).toMatch(/^enc:v1:[\w-]+:[A-Za-z0-9+/=]+$/);
    expect(user!.tax_address).toMatch(/^enc:v1:/);
    const sections = await rows<{ section: string; data: Record<string, unknown> }>(
      sql`select section, data from advanced_tax_sections where user_id = ${taxpayer.id} order by section`,
    );
    const authorization = sections.find((s) => s.section === 'authorization')!.data;
    expect(authorization.ahvNumber).toMatch(/^enc:v1:/);
    expect(authorization.tinNumber).toMatch(/^enc:v1:/);
    // Only identifiers are encrypted; the rest of a section keeps its shape.
    expect(authorization.canton).toBe('zuerich');
    const spouse = sections.find((s) => s.section === 'spouse')!.data;
    expect(spouse).toMatchObject({ firstName: 'Marco', ahvNumber: expect.stringMatching(/^enc:v1:/), taxId: expect.stringMatching(/^enc:v1:/) });
  });

  it('are shown in plain to the taxpayer, the experts and the export', async () => {
    const user = (await get(taxpayer.cookie, `/api/user?taxYear=${YEAR}`)).json();
    expect(user).toMatchObject({ ahvNumber: PROFILE_AHV, taxAddress: PROFILE_TAX_NUMBER });
    const advanced = (await get(taxpayer.cookie, `/api/advanced-tax-info?taxYear=${YEAR}`)).json();
    expect(advanced.authorization).toEqual(TEST_AUTHORIZATION);
    expect(advanced.spouse).toEqual(SPOUSE);
    expect(advanced.children).toEqual(CHILDREN);

    const [declaration] = await rows<{ id: number }>(sql`select id from tax_declarations where user_id = ${taxpayer.id}`);
    const exported = (await get(taxpayer.cookie, `/api/tax/declaration/${declaration!.id}/download`)).json();
    expect(exported.location).toMatchObject({ ahvNumber: PROFILE_AHV, taxAddress: PROFILE_TAX_NUMBER });

    const caseView = await get(expert.cookie, `/api/expert/cases/${taxpayer.id}/${YEAR}`);
    expect(caseView.statusCode).toBe(200);
    expect(caseView.json().profile).toMatchObject({ ahvNumber: PROFILE_AHV, taxAddress: PROFILE_TAX_NUMBER });
    expect(caseView.json().advanced.spouse).toEqual(SPOUSE);

    const search = await get(admin.cookie, '/api/admin/users?q=anna.muster');
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('anna.muster@example.ch');
  });

  it('keeps a changed number encrypted and an emptied one empty', async () => {
    const other = await t.signIn('changer@example.ch');
    expect((await send(other.cookie, 'PUT', '/api/user/profile', { cantonOfResidence: 'bern', ahvNumber: '756.9217.0769.85' })).statusCode).toBe(200);
    expect((await send(other.cookie, 'PUT', '/api/user/profile', { ahvNumber: '' })).statusCode).toBe(200);
    const [row] = await rows<{ ahv_number: string | null }>(sql`select ahv_number from users where id = ${other.user.id}`);
    expect(row!.ahv_number ?? '').toBe('');
    expect((await send(other.cookie, 'PUT', '/api/user/profile', { ahvNumber: '756.1234.5678.97' })).statusCode).toBe(200);
    const [again] = await rows<{ ahv_number: string }>(sql`select ahv_number from users where id = ${other.user.id}`);
    expect(again!.ahv_number).toMatch(/^enc:v1:/);
    expect((await get(other.cookie, '/api/user')).json().ahvNumber).toBe('756.1234.5678.97');
  });

  it('refuses a changed ciphertext instead of answering a wrong number', async () => {
    const victim = await t.signIn('tampered@example.ch');
    expect((await send(victim.cookie, 'PUT', '/api/user/profile', { ahvNumber: PROFILE_AHV })).statusCode).toBe(200);
    const [row] = await rows<{ ahv_number: string }>(sql`select ahv_number from users where id = ${victim.user.id}`);
    const [, , keyId, body] = row!.ahv_number.split(':') as [string, string, string, string];
    const raw = Buffer.from(body, 'base64');
    raw[raw.length - 1]! ^= 1;
    await t.db.execute(sql`update users set ahv_number = ${`enc:v1:${keyId}:${raw.toString('base64')}`} where id = ${victim.user.id}`);
    const res = await get(victim.cookie, '/api/user');
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL');
    expect(res.body).not.toContain(digits(PROFILE_AHV));
    // Put back as it was, so the other tests of this file are not affected.
    await t.db.execute(sql`update users set ahv_number = ${row!.ahv_number} where id = ${victim.user.id}`);
    expect((await get(victim.cookie, '/api/user')).json().ahvNumber).toBe(PROFILE_AHV);
  });

  it('encrypts at start what a database of before this change holds in plain', async () => {
    const legacy = await t.signIn('legacy@example.ch');
    // As an older version stored them: plain text in the columns and in the jsonb.
    await t.db.execute(sql`update users set canton_of_residence = 'zuerich', ahv_number = ${PROFILE_AHV}, tax_address = ${PROFILE_TAX_NUMBER} where id = ${legacy.user.id}`);
    await t.db.execute(sql`insert into advanced_tax_sections (user_id, tax_year, section, data, updated_at)
      values (${legacy.user.id}, ${YEAR}, 'authorization', ${JSON.stringify(TEST_AUTHORIZATION)}::jsonb, now()),
             (${legacy.user.id}, ${YEAR}, 'spouse', ${JSON.stringify(SPOUSE)}::jsonb, now())`);
    await t.db.execute(sql`insert into tax_declarations (user_id, tax_year, filename, content, created_at)
      values (${legacy.user.id}, ${YEAR}, 'old.json', ${JSON.stringify({ location: { ahvNumber: PROFILE_AHV, taxAddress: PROFILE_TAX_NUMBER, city: 'Zürich' } })}::jsonb, now())`);
    expect((await plaintextAnywhere(NEEDLES)).length).toBeGreaterThan(0);

    await t.restart();
    expect(await plaintextAnywhere(NEEDLES)).toEqual([]);
    // Sessions live in the database: the same cookie works after the restart.
    const session = legacy;
    expect((await get(session.cookie, `/api/user?taxYear=${YEAR}`)).json()).toMatchObject({ ahvNumber: PROFILE_AHV, taxAddress: PROFILE_TAX_NUMBER });
    const advanced = (await get(session.cookie, `/api/advanced-tax-info?taxYear=${YEAR}`)).json();
    expect(advanced.authorization).toEqual(TEST_AUTHORIZATION);
    expect(advanced.spouse).toEqual(SPOUSE);
    const [declaration] = await rows<{ id: number; content: { location: { city: string } } }>(sql`select id, content from tax_declarations where filename = 'old.json'`);
    expect(declaration!.content.location.city).toBe('Zürich');
    const exported = (await get(session.cookie, `/api/tax/declaration/${declaration!.id}/download`)).json();
    expect(exported.location).toEqual({ ahvNumber: PROFILE_AHV, taxAddress: PROFILE_TAX_NUMBER, city: 'Zürich' });

    // A second start finds nothing left to do and changes nothing.
    const before = await rows<{ ahv_number: string }>(sql`select ahv_number from users where id = ${legacy.user.id}`);
    await t.restart();
    expect(await rows<{ ahv_number: string }>(sql`select ahv_number from users where id = ${legacy.user.id}`)).toEqual(before);
  });
});
