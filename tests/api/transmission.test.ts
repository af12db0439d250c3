import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/platform/logger';
import type { ReceivedMail } from '../support/smtp-sink';
import { multipart, samples, sha256 } from '../support/multipart';
import { completeTaxProfile } from '../support/questionnaire';
import { signedCheckoutCompleted } from '../support/stripe-stand-in';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

const STRIPE = { secretKey: 'sk_test_x', webhookSecret: 'whsec_test' };
const YEAR = 2025;
const AUTHORIZATION = {
  taxAddressEnabled: true,
  ahvNumberEnabled: true,
  powerOfAttorneyEnabled: true,
  canton: 'zuerich',
  tinNumber: '123.456.789',
  ahvNumber: '756.1234.5678.97',
  powerOfAttorneyAccepted: true,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { stripe: STRIPE } });
});
afterAll(async () => {
  await t?.close();
});

const post = (app: TestApp, cookie: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url, headers: { ...ORIGIN_HEADER, cookie, ...headers }, payload: payload as Record<string, unknown> });
const transmit = (cookie: string, headers: Record<string, string> = {}, app: TestApp = t) => post(app, cookie, '/api/tax-year-status/transmit', { taxYear: YEAR }, headers);

let counter = 0;
/** A person whose year is at status 2 (tax profile complete). */
async function profiledUser(app: TestApp = t) {
  const email = `transmit${++counter}-${Date.now()}@example.ch`;
  const session = await app.signIn(email);
  await completeTaxProfile(app, session.cookie, YEAR);
  return { email, cookie: session.cookie, id: session.user.id };
}

/** ...and with the four required documents uploaded: status 3. */
async function documentsSubmitted(app: TestApp = t) {
  const user = await profiledUser(app);
  for (const categoryId of [5, 1, 2, 21]) {
    const pdf = samples.pdf();
    const { payload, headers } = multipart([
      { name: 'categoryId', value: String(categoryId) },
      { name: 'taxYear', value: String(YEAR) },
      { name: 'hashes[]', value: sha256(pdf) },
      { name: 'files', filename: `doc-${categoryId}.pdf`, content: pdf },
    ]);
    const res = await app.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie: user.cookie }, payload });
    if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  }
  const status = (await app.app.inject({ method: 'GET', url: `/api/tax-status?taxYear=${YEAR}`, headers: { cookie: user.cookie } })).json();
  expect(status.current_status_id).toBe(3);
  return user;
}

/** 'Finish Section': saves the authorization with the power of attorney, then locks the year. */
async function finishSection(cookie: string, app: TestApp = t) {
  const saved = await app.app.inject({
    method: 'PUT',
    url: '/api/advanced-tax-info/authorization',
    headers: { ...ORIGIN_HEADER, cookie },
    payload: { taxYear: YEAR, settings: AUTHORIZATION },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const locked = await post(app, cookie, '/api/tax-status/advanced-tax-locked', { locked: true, taxYear: YEAR });
  expect(locked.statusCode, locked.body).toBe(200);
  expect(locked.json().taxStatus.advanced_tax_locked).toBe(true);
}

/** A paid premium plan for the year, confirmed the way Stripe confirms it: a signed webhook. */
async function subscribe(userId: number, app: TestApp = t) {
  const event = signedCheckoutCompleted({ webhookSecret: STRIPE.webhookSecret, metadata: { userId, taxYear: YEAR, plan: 'premium' }, amountTotal: 49_900 });
  const res = await app.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: event.headers, payload: event.payload });
  expect(res.json().outcome).toBe('activated');
}

async function readyUser(app: TestApp = t) {
  const user = await documentsSubmitted(app);
  await finishSection(user.cookie, app);
  await subscribe(user.id, app);
  return user;
}

async function yearRow(userId: number, app: TestApp = t) {
  const result = (await app.db.execute(
    sql`select status_id, transmitted_at from tax_year_statuses where user_id = ${userId} and tax_year = ${YEAR}`,
  )) as unknown as { rows: { status_id: number; transmitted_at: string | Date | null }[] };
  return result.rows[0];
}
async function transmitAudits(userId: number) {
  const result = (await t.db.execute(
    sql`select count(*)::int as n from audit_log where user_id = ${userId} and action = 'tax_status.change' and details->>'reason' = 'transmitted' and details->>'from' = '3' and details->>'to' = '4'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

/** The Subject header as a mail program shows it (RFC 2047 encoded words decoded). */
function subjectOf(mail: ReceivedMail): string {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.match(/^Subject: (.*)$/im)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}
const mailsTo = (email: string, app: TestApp = t) => app.sink.messages.filter((m) => m.to.includes(email.toLowerCase()));

describe('transmitting a tax year to the experts', () => {
  it('is refused without an active subscription (402), and nothing changes', async () => {
    const { cookie, id } = await documentsSubmitted();
    await finishSection(cookie);
    const res = await transmit(cookie);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: 'no active subscription for this tax year', code: 'NO_SUBSCRIPTION' });
    expect(await yearRow(id)).toMatchObject({ status_id: 3, transmitted_at: null });
    expect(await transmitAudits(id)).toBe(0);
  });

  it('is refused while the advanced section is not finished (409 SECTION_NOT_LOCKED)', async () => {
    const { cookie, id } = await documentsSubmitted();
    await subscribe(id);
    const res = await transmit(cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'SECTION_NOT_LOCKED' });
    expect(await yearRow(id)).toMatchObject({ status_id: 3, transmitted_at: null });
  });

  it('is refused before the documents are submitted (409 WRONG_STATUS)', async () => {
    const { cookie, id } = await profiledUser();
    await subscribe(id);
    const res = await transmit(cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'WRONG_STATUS' });
    expect(await yearRow(id)).toMatchObject({ status_id: 2, transmitted_at: null });
  });

  it("never touches another person's year", async () => {
    const a = await readyUser();
    const b = await t.signIn(`bystander${Date.now()}@example.ch`);
    const res = await transmit(b.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('WRONG_STATUS');
    expect(await yearRow(a.id)).toMatchObject({ status_id: 3, transmitted_at: null });
    expect(await transmitAudits(a.id)).toBe(0);
    expect(mailsTo(a.email).filter((m) => subjectOf(m).includes('2025'))).toHaveLength(0);
  });

  it('moves the year to processing once, records it, and confirms by e-mail in the person’s language', async () => {
    const { cookie, id, email } = await readyUser();
    const before = mailsTo(email).length;
    const sentAfter = Date.now();
    const res = await transmit(cookie, { 'accept-language': 'fr-CH,fr;q=0.9' });
    expect(res.statusCode).toBe(200);
    const now = t.clock.now().toISOString();
    expect(res.json()).toEqual({
      success: true,
      alreadyTransmitted: false,
      transmittedAt: now,
      taxStatus: { status: 'processing', current_status_id: 4, taxYear: YEAR, isTaxProfileComplete: true, advanced_tax_locked: true, documents_requested: false },
    });
    const status = (await t.app.inject({ method: 'GET', url: `/api/tax-status?taxYear=${YEAR}`, headers: { cookie } })).json();
    expect(status).toMatchObject({ status: 'processing', current_status_id: 4 });
    const row = await yearRow(id);
    expect(row!.status_id).toBe(4);
    expect(new Date(row!.transmitted_at!).toISOString()).toBe(now);
    expect(await transmitAudits(id)).toBe(1);

    const confirmation = await t.sink.waitForMail(email, { after: sentAfter });
    expect(subjectOf(confirmation)).toBe('Vos documents fiscaux 2025 ont été transmis');
    expect(confirmation.raw).toContain('http://localhost:3000/');
    expect(mailsTo(email)).toHaveLength(before + 1);

    // Again: nothing happens a second time, and the answer says so.
    t.clock.advance(60_000);
    const again = await transmit(cookie, { 'accept-language': 'fr' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, alreadyTransmitted: true, transmittedAt: now, taxStatus: { current_status_id: 4 } });
    expect(await transmitAudits(id)).toBe(1);
    expect(mailsTo(email)).toHaveLength(before + 1);
    // Uploads are closed for a transmitted year.
    const pdf = samples.pdf();
    const { payload, headers } = multipart([
      { name: 'categoryId', value: '8' },
      { name: 'taxYear', value: String(YEAR) },
      { name: 'hashes[]', value: sha256(pdf) },
      { name: 'files', filename: 'late.pdf', content: pdf },
    ]);
    const late = await t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);
  });

  it('transmits once when the button is pressed twice at the same moment', async () => {
    const { cookie, id, email } = await readyUser();
    const sentAfter = Date.now();
    const answers = await Promise.all([transmit(cookie), transmit(cookie)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().alreadyTransmitted).sort()).toEqual([false, true]);
    expect(await transmitAudits(id)).toBe(1);
    await t.sink.waitForMail(email, { after: sentAfter });
    expect(t.sink.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.receivedAt >= sentAfter)).toHaveLength(1);
  });

  it('writes the confirmation in German when no language is sent', async () => {
    const { cookie, email } = await readyUser();
    const sentAfter = Date.now();
    expect((await transmit(cookie)).statusCode).toBe(200);
    expect(subjectOf(await t.sink.waitForMail(email, { after: sentAfter }))).toBe('Ihre Steuerunterlagen 2025 sind übermittelt');
  });

  it('keeps refusing the step to processing through the status calls', async () => {
    const { cookie, id } = await readyUser();
    const calls: [string, Record<string, unknown>][] = [
      ['/api/tax-status/update-numeric', { status: 4, taxYear: YEAR }],
      ['/api/tax-status/set', { statusId: 4, taxYear: YEAR }],
      ['/api/status/set', { statusId: 4, taxYear: YEAR }],
    ];
    for (const [url, body] of calls) {
      const res = await post(t, cookie, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('STATUS_TRANSITION_NOT_ALLOWED');
    }
    expect(await yearRow(id)).toMatchObject({ status_id: 3, transmitted_at: null });
  });
});

describe('a failing confirmation e-mail', () => {
  it('does not undo the transmission and logs no address', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await createTestApp({ config: { stripe: STRIPE }, logger: loggerOptions('info', logStream) });
    try {
      const { cookie, id, email } = await readyUser(app);
      await app.sink.close(); // the mail server goes away
      const res = await transmit(cookie, {}, app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ alreadyTransmitted: false, taxStatus: { current_status_id: 4 } });
      expect((await yearRow(id, app))!.status_id).toBe(4);
      const log = lines.join('');
      expect(log).toContain('transmission confirmation e-mail failed');
      expect(log).not.toContain(email);
    } finally {
      await app.close();
    }
  });
});
