import { createHash } from 'node:crypto';
import type { FileChooser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { planPriceRappen } from '../../../src/shared/domain/subscription-plans';
import { QUESTIONNAIRE_STEPS } from '../../support/questionnaire';
import { signedCheckoutCompleted } from '../../support/stripe-stand-in';
import type { startE2eServer } from './server';

type E2eServer = Awaited<ReturnType<typeof startE2eServer>>;

/**
 * Skips the login page's intro if it is still playing, as a returning person does: its 6 s
 * are the subject of the sign-in journey only (which watches it whole), and the other journeys
 * sign in about fifteen times. The intro may end by itself between the look and the click.
 */
async function skipIntroIfPlaying(page: Page, emailField: Locator, skipLabel: string) {
  const skip = page.getByRole('button', { name: skipLabel });
  await emailField.or(skip).first().waitFor({ timeout: 20_000 });
  if (await skip.isVisible()) await skip.click({ timeout: 2_000 }).catch(() => undefined);
  await emailField.waitFor({ timeout: 20_000 });
}

/** Signs in through the login card, reading the code from the SMTP sink like a mailbox. */
export async function signInThroughLoginPage(server: E2eServer, page: Page, email: string) {
  const emailField = page.getByLabel('E-mail', { exact: true });
  await skipIntroIfPlaying(page, emailField, 'Skip intro');
  await emailField.fill(email);
  const after = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await server.sink.waitForCode(email, { after });
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The to-do tile whose heading is `title`. */
export function tile(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/**
 * A new person's first minutes: open the app, switch the login page to English, sign in with
 * the e-mailed code and finish the first-time profile, ending on the home screen.
 */
export async function signUpInEnglish(server: E2eServer, page: Page, person: { email: string; firstName: string; lastName: string }) {
  await page.goto(`${server.origin}/`);
  await page.waitForURL('**/login', { timeout: 15_000 });
  await skipIntroIfPlaying(page, page.getByLabel('E-Mail', { exact: true }), 'Intro überspringen');
  await page.getByRole('combobox', { name: 'Sprache (Language)' }).first().click();
  await page.getByRole('option', { name: 'English' }).click();
  await signInThroughLoginPage(server, page, person.email);
  await page.waitForURL('**/profile?firstTime=true', { timeout: 15_000 });
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Phone number').fill('791112233');
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL(`${server.origin}/`, { timeout: 15_000 });
}

/** A small but real PDF with a marker of its own, so every file has different bytes. */
export function pdf(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

export const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The required document categories: salary statement, bank documents, insurance, transport. */
export const REQUIRED_CATEGORY_IDS = [5, 1, 2, 21] as const;

export type UploadedDocument = { categoryId: number; name: string; bytes: Buffer };

/**
 * The questionnaire has its own journey: here the page answers it through the API (the browser
 * sends the session cookie and its Origin) and completes the year to status 2, so uploads open.
 * `person` keeps the name the person signed up with.
 */
export async function completeTaxProfile(page: Page, taxYear: number, person?: { firstName: string; lastName: string }): Promise<void> {
  const steps = QUESTIONNAIRE_STEPS.map((step) => (person && 'firstName' in step ? { ...step, ...person } : step));
  const outcome = await page.evaluate(
    async ({ steps, year }) => {
      for (const step of steps) {
        const res = await fetch('/api/user/profile', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(step) });
        if (!res.ok) return `profile: ${res.status} ${await res.text()}`;
      }
      const done = await fetch('/api/status/set', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ statusId: 2, taxYear: year }) });
      return done.ok ? 'ok' : `status: ${done.status} ${await done.text()}`;
    },
    { steps, year: taxYear },
  );
  expect(outcome).toBe('ok');
}

/**
 * ...and the four required documents uploaded through the API, which takes the year to status
 * 3. Answers the documents as uploaded.
 */
export async function reachStatus3(page: Page, taxYear: number, person?: { firstName: string; lastName: string }): Promise<UploadedDocument[]> {
  await completeTaxProfile(page, taxYear, person);
  const documents = REQUIRED_CATEGORY_IDS.map((categoryId) => ({ categoryId, name: `required-${categoryId}.pdf`, bytes: pdf(`required ${categoryId} ${Date.now()}`) }));
  const outcome = await page.evaluate(
    async ({ year, files }) => {
      for (const file of files) {
        const bytes = new TextEncoder().encode(file.text);
        const digest = await crypto.subtle.digest('SHA-256', bytes);
        const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
        const form = new FormData();
        form.append('categoryId', String(file.categoryId));
        form.append('taxYear', String(year));
        form.append('hashes[]', hash);
        form.append('files', new Blob([bytes], { type: 'application/pdf' }), file.name);
        const uploaded = await fetch('/api/files/upload', { method: 'POST', body: form });
        if (!uploaded.ok) return `upload ${file.categoryId}: ${uploaded.status} ${await uploaded.text()}`;
      }
      const status = await (await fetch(`/api/tax-status?taxYear=${year}`)).json();
      return status.current_status_id === 3 ? 'ok' : `status is ${status.current_status_id}`;
    },
    { year: taxYear, files: documents.map((d) => ({ categoryId: d.categoryId, name: d.name, text: d.bytes.toString('utf8') })) },
  );
  expect(outcome).toBe('ok');
  return documents;
}

/**
 * From status 3 to 4 the way the transmission journey does it on its screens, here through the
 * API from the page: the authorization with the power of attorney, 'Finish Section' (lock), a
 * plan confirmed by a signed Stripe webhook, and the transmission.
 */
export async function transmitThroughApi(server: E2eServer, page: Page, args: { taxYear: number; webhookSecret: string; plan?: 'basic' | 'premium' }) {
  const prepared = await page.evaluate(async (year) => {
    const send = (method: string, url: string, body: unknown) => fetch(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const settings = { taxAddressEnabled: true, ahvNumberEnabled: true, powerOfAttorneyEnabled: true, canton: 'zuerich', tinNumber: '123.456.789', ahvNumber: '756.1234.5678.97', powerOfAttorneyAccepted: true };
    const saved = await send('PUT', '/api/advanced-tax-info/authorization', { taxYear: year, settings });
    if (!saved.ok) return `authorization: ${saved.status} ${await saved.text()}`;
    const locked = await send('POST', '/api/tax-status/advanced-tax-locked', { locked: true, taxYear: year });
    if (!locked.ok) return `lock: ${locked.status} ${await locked.text()}`;
    return String((await (await fetch('/api/user')).json()).id);
  }, args.taxYear);
  expect(prepared).toMatch(/^\d+$/);
  const userId = Number(prepared);

  const plan = args.plan ?? 'basic';
  const event = signedCheckoutCompleted({ webhookSecret: args.webhookSecret, metadata: { userId, taxYear: args.taxYear, plan }, amountTotal: planPriceRappen(plan) });
  const delivered = await fetch(`${server.origin}/api/payments/stripe/webhook`, { method: 'POST', headers: event.headers, body: event.payload });
  expect(delivered.status).toBe(200);

  const transmitted = await page.evaluate(async (year) => {
    const res = await fetch('/api/tax-year-status/transmit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ taxYear: year }) });
    if (!res.ok) return `transmit: ${res.status} ${await res.text()}`;
    const status = await (await fetch(`/api/tax-status?taxYear=${year}`)).json();
    return status.current_status_id === 4 ? 'ok' : `status is ${status.current_status_id}`;
  }, args.taxYear);
  expect(transmitted).toBe('ok');
  return { userId };
}

/** File Upload tile -> category dialog -> category -> Continue to Upload: answers the browser's file picker. */
export async function openUploadPicker(page: Page, category: string): Promise<FileChooser> {
  await tile(page, 'File Upload').getByRole('button', { name: 'File Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select document category' });
  await dialog.waitFor();
  await dialog.getByRole('combobox', { name: 'Document category' }).click();
  await page.getByRole('option', { name: new RegExp(`^${category}`) }).click();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Continue to Upload' }).click()]);
  return chooser;
}
