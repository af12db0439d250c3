import { planPriceRappen } from '../../src/shared/domain/subscription-plans';
import { multipart, samples, sha256 } from './multipart';
import { completeTaxProfile } from './questionnaire';
import { signedCheckoutCompleted } from './stripe-stand-in';
import { ORIGIN_HEADER, type TestApp } from './test-app';

/**
 * The way a taxpayer's year reaches the experts (status 4), step by step as a person does it:
 * sign in, questionnaire (status 2), the four required documents (status 3), the authorization
 * with the power of attorney and 'Finish Section' (lock), a plan paid by card (a signed Stripe
 * webhook), transmission. The app must be built with `config: { stripe: TEST_STRIPE }`.
 */
export const TEST_STRIPE = { secretKey: 'sk_test_x', webhookSecret: 'whsec_test' };
export const CASE_TAX_YEAR = 2025;
/** The required document categories: salary statement, bank documents, insurance, transport. */
export const REQUIRED_CATEGORY_IDS = [5, 1, 2, 21] as const;

export const TEST_AUTHORIZATION = {
  taxAddressEnabled: true,
  ahvNumberEnabled: true,
  powerOfAttorneyEnabled: true,
  canton: 'zuerich',
  tinNumber: '123.456.789',
  ahvNumber: '756.1234.5678.97',
  powerOfAttorneyAccepted: true,
};

export type CaseUser = { email: string; cookie: string; id: number; taxYear: number; documents: { categoryId: number; bytes: Buffer; id: number }[] };

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}${++counter}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.ch`;

async function ok(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode !== 200) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

/** Signed in, questionnaire completed: the year is at status 2. */
export async function profiledTaxpayer(t: TestApp, options: { email?: string; taxYear?: number; headers?: Record<string, string> } = {}): Promise<CaseUser> {
  const email = options.email ?? uniqueEmail('taxpayer');
  const taxYear = options.taxYear ?? CASE_TAX_YEAR;
  const session = await t.signIn(email, options.headers);
  await completeTaxProfile(t, session.cookie, taxYear);
  return { email, cookie: session.cookie, id: session.user.id, taxYear, documents: [] };
}

/** Uploads one PDF into a category; answers the upload response. */
export async function uploadPdf(t: TestApp, user: { cookie: string }, taxYear: number, categoryId: number, bytes: Buffer = samples.pdf()) {
  const { payload, headers } = multipart([
    { name: 'categoryId', value: String(categoryId) },
    { name: 'taxYear', value: String(taxYear) },
    { name: 'hashes[]', value: sha256(bytes) },
    { name: 'files', filename: `doc-${categoryId}.pdf`, content: bytes },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie: user.cookie }, payload });
}

/** ...and the four required documents uploaded: status 3. */
export async function documentsSubmittedTaxpayer(t: TestApp, options: Parameters<typeof profiledTaxpayer>[1] = {}): Promise<CaseUser> {
  const user = await profiledTaxpayer(t, options);
  for (const categoryId of REQUIRED_CATEGORY_IDS) {
    const bytes = samples.pdf();
    const res = await uploadPdf(t, user, user.taxYear, categoryId, bytes);
    await ok(res, 'upload');
    user.documents.push({ categoryId, bytes, id: res.json().files[0].id as number });
  }
  return user;
}

/** 'Finish Section': the authorization with the power of attorney, then the lock. */
export async function finishAdvancedSection(t: TestApp, user: { cookie: string; taxYear: number }) {
  const headers = { ...ORIGIN_HEADER, cookie: user.cookie };
  await ok(
    await t.app.inject({ method: 'PUT', url: '/api/advanced-tax-info/authorization', headers, payload: { taxYear: user.taxYear, settings: TEST_AUTHORIZATION } }),
    'authorization save',
  );
  await ok(await t.app.inject({ method: 'POST', url: '/api/tax-status/advanced-tax-locked', headers, payload: { locked: true, taxYear: user.taxYear } }), 'lock');
}

/** A plan for the year, confirmed the way Stripe confirms it: a signed webhook. */
export async function payPlan(t: TestApp, user: { id: number; taxYear: number }, plan: 'basic' | 'premium' = 'premium') {
  const event = signedCheckoutCompleted({
    webhookSecret: TEST_STRIPE.webhookSecret,
    metadata: { userId: user.id, taxYear: user.taxYear, plan },
    amountTotal: planPriceRappen(plan),
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: event.headers, payload: event.payload });
  await ok(res, 'webhook');
  if (res.json().outcome !== 'activated') throw new Error(`webhook did not activate: ${res.body}`);
}

/**
 * A taxpayer whose year has been transmitted to the experts (status 4), with the plan given.
 * `at` moves the test clock before transmitting (the queue orders by transmission time).
 */
export async function transmittedCase(
  t: TestApp,
  options: { email?: string; taxYear?: number; plan?: 'basic' | 'premium'; headers?: Record<string, string>; at?: string } = {},
): Promise<CaseUser> {
  const user = await documentsSubmittedTaxpayer(t, options);
  await finishAdvancedSection(t, user);
  await payPlan(t, user, options.plan ?? 'premium');
  if (options.at) t.clock.set(options.at);
  await ok(
    await t.app.inject({ method: 'POST', url: '/api/tax-year-status/transmit', headers: { ...ORIGIN_HEADER, cookie: user.cookie, ...options.headers }, payload: { taxYear: user.taxYear } }),
    'transmit',
  );
  return user;
}
