import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { isQRReferenceValid } from 'swissqrbill/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { recordInvoicePayment } from '../../src/server/platform/subscriptions/invoice-payment';
import { loggerOptions } from '../../src/server/platform/logger';
import { signedCheckoutCompleted, startStripeStandIn } from '../support/stripe-stand-in';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

const STRIPE = { secretKey: 'sk_test_x', webhookSecret: 'whsec_test' };
const INVOICE = {
  iban: 'CH4431999123000889012',
  creditor: { name: 'Helvetax AG', address: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich', country: 'CH' },
};
const WEBHOOK = '/api/payments/stripe/webhook';
const stripeLib = new Stripe('sk_test_x');

let t: TestApp;
let bare: TestApp;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ config: { stripe: STRIPE, invoice: INVOICE }, deps: { stripeApi: standIn.api } });
  bare = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await standIn?.close();
});

let counter = 0;
async function newUser(app: TestApp = t) {
  const email = `payer${++counter}-${Date.now()}@example.ch`;
  const session = await app.signIn(email);
  return { email, cookie: session.cookie, id: session.user.id };
}

type Payment = { userId: number | string; taxYear?: number; plan?: 'basic' | 'premium'; amount?: number; currency?: string; eventId?: string; paymentPeriod?: string };
function paymentEvent(p: Payment) {
  const plan = p.plan ?? 'premium';
  return signedCheckoutCompleted({
    webhookSecret: STRIPE.webhookSecret,
    eventId: p.eventId,
    metadata: { userId: p.userId, taxYear: p.taxYear ?? 2025, plan, paymentPeriod: p.paymentPeriod },
    amountTotal: p.amount ?? (plan === 'premium' ? 49_900 : 12_900),
    currency: p.currency,
  });
}
const deliver = (app: TestApp, event: { payload: string; headers: Record<string, string> }) =>
  app.app.inject({ method: 'POST', url: WEBHOOK, headers: event.headers, payload: event.payload });
const pay = (p: Payment) => deliver(t, paymentEvent(p));

async function status(cookie: string, year = 2025) {
  return (await t.app.inject({ method: 'GET', url: `/api/subscription/status/${year}`, headers: { cookie } })).json();
}
async function count(query: ReturnType<typeof sql>, app: TestApp = t): Promise<number> {
  const result = (await app.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}
const auditCount = (userId: number, action: string) => count(sql`select count(*)::int as n from audit_log where user_id = ${userId} and action = ${action}`);
const subscriptionRows = (userId: number) => count(sql`select count(*)::int as n from subscriptions where user_id = ${userId}`);

describe('subscription status and the Stripe webhook', () => {
  it('activates the plan for the year when Stripe sends a signed, paid checkout', async () => {
    const { cookie, id } = await newUser();
    expect(await status(cookie)).toEqual({ hasSubscription: false, subscription: null });
    const notificationsBefore = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json();
    expect(JSON.stringify(notificationsBefore)).toContain('missing_subscription');

    const res = await pay({ userId: id, plan: 'premium' });
    expect(res.statusCode).toBe(200);

    const expiry = new Date(t.clock.now());
    expiry.setUTCMonth(expiry.getUTCMonth() + 12);
    expect(await status(cookie)).toEqual({
      hasSubscription: true,
      subscription: { subscriptionType: 'premium', expirationDate: expiry.toISOString(), paymentPeriod: 'full_year' },
    });
    expect(await status(cookie, 2024)).toEqual({ hasSubscription: false, subscription: null });
    const user = (await t.app.inject({ method: 'GET', url: '/api/user?taxYear=2025', headers: { cookie } })).json();
    expect(user.subscriptionPlan).toBe('premium');
    const notificationsAfter = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json();
    expect(JSON.stringify(notificationsAfter)).not.toContain('missing_subscription');
    const audit = ((await t.db.execute(sql`select details from audit_log where user_id = ${id} and action = 'subscription.activate'`)) as unknown as { rows: { details: Record<string, unknown> }[] }).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ taxYear: 2025, plan: 'premium', source: 'stripe', amountRappen: 49_900 });
    expect(JSON.stringify(audit[0]!.details)).not.toContain('@');
  });

  it('refuses a missing, wrong or tampered signature and changes nothing', async () => {
    const { cookie, id } = await newUser();
    const good = paymentEvent({ userId: id, eventId: `evt_forged_${id}` });
    const noSignature = await t.app.inject({ method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json' }, payload: good.payload });
    const otherSecret = paymentEvent({ userId: id });
    const forged = stripeLib.webhooks.generateTestHeaderString({ payload: good.payload, secret: 'whsec_someone_else' });
    const wrongSecret = await t.app.inject({ method: 'POST', url: WEBHOOK, headers: { ...otherSecret.headers, 'stripe-signature': forged }, payload: good.payload });
    const tampered = await t.app.inject({ method: 'POST', url: WEBHOOK, headers: good.headers, payload: good.payload.replace('"amount_total":49900', '"amount_total":1') });
    for (const res of [noSignature, wrongSecret, tampered]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    expect(await status(cookie)).toEqual({ hasSubscription: false, subscription: null });
    expect(await count(sql`select count(*)::int as n from payment_events where event_id = ${`evt_forged_${id}`}`)).toBe(0);
    expect(await subscriptionRows(id)).toBe(0);
  });

  it('handles the same event delivered twice once: one subscription, one audit row', async () => {
    const { cookie, id } = await newUser();
    const event = paymentEvent({ userId: id, plan: 'basic', eventId: `evt_twice_${id}` });
    expect((await deliver(t, event)).statusCode).toBe(200);
    expect((await deliver(t, event)).statusCode).toBe(200);
    expect((await status(cookie)).subscription.subscriptionType).toBe('basic');
    expect(await subscriptionRows(id)).toBe(1);
    expect(await auditCount(id, 'subscription.activate')).toBe(1);
    expect(await count(sql`select count(*)::int as n from audit_log where user_id = ${id} and (action like 'payment.%' or action like 'subscription.%')`)).toBe(1);

    // Delivered twice at the same moment: still once.
    const { cookie: cookie2, id: id2 } = await newUser();
    const event2 = paymentEvent({ userId: id2, plan: 'premium' });
    const answers = await Promise.all([deliver(t, event2), deliver(t, event2)]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['activated', 'already_handled']);
    expect((await status(cookie2)).subscription.subscriptionType).toBe('premium');
    expect(await count(sql`select count(*)::int as n from audit_log where user_id = ${id2} and (action like 'payment.%' or action like 'subscription.%')`)).toBe(1);
  });

  it('activates nothing for a wrong amount, currency or period, or an unknown user, and still answers 200 so Stripe stops retrying', async () => {
    const { cookie, id } = await newUser();
    const wrongAmount = await pay({ userId: id, plan: 'premium', amount: 12_900 });
    const wrongCurrency = await pay({ userId: id, plan: 'basic', currency: 'eur' });
    const wrongPeriod = await pay({ userId: id, plan: 'basic', paymentPeriod: 'forever' });
    const unknownUser = await pay({ userId: 999_999, plan: 'basic', eventId: `evt_unknown_${id}` });
    for (const res of [wrongAmount, wrongCurrency, wrongPeriod, unknownUser]) expect(res.statusCode).toBe(200);
    expect(await status(cookie)).toEqual({ hasSubscription: false, subscription: null });
    expect(await subscriptionRows(id)).toBe(0);
    expect(await auditCount(id, 'payment.rejected')).toBe(2);
    expect(await count(sql`select count(*)::int as n from subscriptions where user_id = 999999`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from payment_events where event_id = ${`evt_unknown_${id}`}`)).toBe(1);
    // The same rejected event again is not audited a second time.
    expect((await pay({ userId: 999_999, plan: 'basic', eventId: `evt_unknown_${id}` })).statusCode).toBe(200);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'payment.rejected' and details->>'eventId' = ${`evt_unknown_${id}`}`)).toBe(1);
  });

  it('ignores other event types and checkouts still waiting for their money', async () => {
    const { cookie, id } = await newUser();
    const payload = JSON.stringify({ id: `evt_other_${id}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', object: 'payment_intent', metadata: { userId: String(id) } } } });
    const other = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeLib.webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhookSecret }) },
      payload,
    });
    expect(other.statusCode).toBe(200);
    const unpaid = signedCheckoutCompleted({ webhookSecret: STRIPE.webhookSecret, metadata: { userId: id, taxYear: 2025, plan: 'basic' }, amountTotal: 12_900, paymentStatus: 'unpaid' });
    expect((await deliver(t, unpaid)).statusCode).toBe(200);
    expect(await status(cookie)).toEqual({ hasSubscription: false, subscription: null });
  });

  it('upgrades basic to premium for the same year and keeps one row', async () => {
    const { cookie, id } = await newUser();
    await pay({ userId: id, plan: 'basic' });
    t.clock.advance(60_000);
    await pay({ userId: id, plan: 'premium' });
    // A basic payment arriving after premium never downgrades.
    await pay({ userId: id, plan: 'basic' });
    expect((await status(cookie)).subscription.subscriptionType).toBe('premium');
    expect(await subscriptionRows(id)).toBe(1);
    expect(await auditCount(id, 'subscription.activate')).toBe(2);
    expect(await auditCount(id, 'payment.not_applied')).toBe(1);
  });

  it('takes the webhook without an Origin while every other state-changing call still needs one', async () => {
    const { cookie } = await newUser();
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/subscription/checkout', headers: { cookie }, payload: { taxYear: 2025, plan: 'basic' } });
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json().code).toBe('BAD_ORIGIN');
  });
});

describe('paying by card: Stripe Checkout', () => {
  it('creates a Checkout Session with the price from the price table and returns its page', async () => {
    const { cookie, id, email } = await newUser();
    const before = standIn.sessions.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: { ...ORIGIN_HEADER, cookie, 'accept-language': 'fr-CH,fr;q=0.9' },
      payload: { taxYear: 2025, plan: 'basic' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: 'http://localhost:3000/?payment=success&taxYear=2025' });
    expect(standIn.sessions).toHaveLength(before + 1);
    const { fields, authorization } = standIn.sessions.at(-1)!;
    expect(authorization).toBe('Bearer sk_test_x');
    expect(fields).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'chf',
      'line_items[0][price_data][unit_amount]': '12900',
      'line_items[0][price_data][product_data][name]': 'Helvetax Basic – année fiscale 2025',
      'line_items[0][quantity]': '1',
      'metadata[userId]': String(id),
      'metadata[taxYear]': '2025',
      'metadata[plan]': 'basic',
      'metadata[paymentPeriod]': 'full_year',
      client_reference_id: String(id),
      customer_email: email,
      locale: 'fr',
      success_url: 'http://localhost:3000/?payment=success&taxYear=2025',
      cancel_url: 'http://localhost:3000/profile?payment=cancelled&taxYear=2025',
    });

    const premium = await t.app.inject({ method: 'POST', url: '/api/subscription/checkout', headers: { ...ORIGIN_HEADER, cookie, 'accept-language': 'gsw' }, payload: { taxYear: 2025, plan: 'premium' } });
    expect(premium.statusCode).toBe(200);
    expect(standIn.sessions.at(-1)!.fields).toMatchObject({ 'line_items[0][price_data][unit_amount]': '49900', 'metadata[plan]': 'premium', locale: 'de' });
    // Starting a checkout activates nothing: only the signed webhook does.
    expect(await status(cookie)).toEqual({ hasSubscription: false, subscription: null });
  });

  it('refuses a plan the year already has, or a worse one, but allows the upgrade', async () => {
    const { cookie, id } = await newUser();
    await pay({ userId: id, plan: 'basic' });
    const checkout = (plan: string) => t.app.inject({ method: 'POST', url: '/api/subscription/checkout', headers: { ...ORIGIN_HEADER, cookie }, payload: { taxYear: 2025, plan } });
    const again = await checkout('basic');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED');
    expect((await checkout('premium')).statusCode).toBe(200);
    await pay({ userId: id, plan: 'premium' });
    expect((await checkout('basic')).json().code).toBe('ALREADY_SUBSCRIBED');
    expect((await checkout('premium')).json().code).toBe('ALREADY_SUBSCRIBED');
  });

  it('refuses a year that is not open for filing and a plan that does not exist', async () => {
    const { cookie } = await newUser();
    const future = await t.app.inject({ method: 'POST', url: '/api/subscription/checkout', headers: { ...ORIGIN_HEADER, cookie }, payload: { taxYear: 2026, plan: 'basic' } });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('TAX_YEAR_NOT_OPEN');
    const gold = await t.app.inject({ method: 'POST', url: '/api/subscription/checkout', headers: { ...ORIGIN_HEADER, cookie }, payload: { taxYear: 2025, plan: 'gold' } });
    expect(gold.statusCode).toBe(400);
    expect(gold.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 503 PAYMENT_NOT_CONFIGURED without Stripe configuration, for checkout and webhook', async () => {
    const { cookie, id } = await newUser(bare);
    const checkout = await bare.app.inject({ method: 'POST', url: '/api/subscription/checkout', headers: { ...ORIGIN_HEADER, cookie }, payload: { taxYear: 2025, plan: 'basic' } });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toEqual({ message: expect.any(String), code: 'PAYMENT_NOT_CONFIGURED' });
    const webhook = await deliver(bare, paymentEvent({ userId: id }));
    expect(webhook.statusCode).toBe(503);
    expect(webhook.json().code).toBe('PAYMENT_NOT_CONFIGURED');
  });

  it('answers 502 when Stripe cannot be reached, and logs neither the key nor the address', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const port = (probe.address() as { port: number }).port;
        probe.close(() => resolve(port));
      });
    });
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const down = await createTestApp({
      config: { stripe: STRIPE },
      deps: { stripeApi: { host: '127.0.0.1', port: closedPort, protocol: 'http' } },
      logger: loggerOptions('info', logStream),
    });
    try {
      const { cookie, email } = await newUser(down);
      const res = await down.app.inject({ method: 'POST', url: '/api/subscription/checkout', headers: { ...ORIGIN_HEADER, cookie }, payload: { taxYear: 2025, plan: 'premium' } });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'PAYMENT_PROVIDER_FAILED', params: { errorId: expect.stringMatching(/\S/) } });
      const log = lines.join('');
      expect(log).toContain('payment provider call failed');
      expect(log).not.toContain(email);
      expect(log).not.toContain('sk_test');
    } finally {
      await down.close();
    }
  });
});

describe('paying by invoice (QR bill)', () => {
  const makeEligible = (id: number) => t.db.update(users).set({ invoiceEligible: true }).where(eq(users.id, id));
  const createInvoice = (cookie: string, plan = 'premium', app: TestApp = t) =>
    app.app.inject({ method: 'POST', url: '/api/subscription/invoices', headers: { ...ORIGIN_HEADER, cookie }, payload: { taxYear: 2025, plan } });

  it('is for eligible customers only, and needs the invoice configuration', async () => {
    const { cookie } = await newUser();
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription/invoice-eligible', headers: { cookie } })).json()).toEqual({ eligible: false });
    const refused = await createInvoice(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.any(String), code: 'INVOICE_NOT_ELIGIBLE' });

    const other = await newUser(bare);
    const unconfigured = await createInvoice(other.cookie, 'premium', bare);
    expect(unconfigured.statusCode).toBe(503);
    expect(unconfigured.json().code).toBe('INVOICE_NOT_CONFIGURED');
  });

  it('counts a paid earlier year as eligible', async () => {
    const { cookie, id } = await newUser();
    await pay({ userId: id, taxYear: 2024, plan: 'basic' });
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription/invoice-eligible', headers: { cookie } })).json()).toEqual({ eligible: true });
    expect((await createInvoice(cookie)).statusCode).toBe(200);
  });

  it('issues one open invoice with a QR reference, serves its PDF to its owner only, and activates once when paid', async () => {
    const owner = await newUser();
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...ORIGIN_HEADER, cookie: owner.cookie },
      payload: { firstName: 'Anna', lastName: 'Muster', street: 'Dorfstrasse 7', zipCode: '8914', city: 'Aeugstertal' },
    });
    await makeEligible(owner.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription/invoice-eligible', headers: { cookie: owner.cookie } })).json()).toEqual({ eligible: true });

    const created = await createInvoice(owner.cookie);
    expect(created.statusCode).toBe(200);
    const invoice = created.json().invoice;
    expect(invoice).toMatchObject({ taxYear: 2025, plan: 'premium', amountRappen: 49_900, currency: 'CHF', status: 'open', paidAt: null });
    expect(invoice.reference).toMatch(/^\d{27}$/);
    expect(isQRReferenceValid(invoice.reference)).toBe(true);
    expect(invoice.downloadUrl).toBe(`/api/subscription/invoices/${invoice.id}/pdf`);
    // Asking again returns the same open invoice instead of a second one.
    expect((await createInvoice(owner.cookie)).json().invoice.id).toBe(invoice.id);
    const list = (await t.app.inject({ method: 'GET', url: '/api/subscription/invoices?taxYear=2025', headers: { cookie: owner.cookie } })).json();
    expect(list.map((i: { id: number }) => i.id)).toEqual([invoice.id]);

    const pdf = await t.app.inject({ method: 'GET', url: invoice.downloadUrl, headers: { cookie: owner.cookie, 'accept-language': 'fr' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Helvetax-Facture-${invoice.id}.pdf"`);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await newUser();
    const foreign = await t.app.inject({ method: 'GET', url: invoice.downloadUrl, headers: { cookie: stranger.cookie } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription/invoices?taxYear=2025', headers: { cookie: stranger.cookie } })).json()).toEqual([]);

    expect(await status(owner.cookie)).toEqual({ hasSubscription: false, subscription: null });
    const first = await recordInvoicePayment(t.db, { invoiceId: invoice.id, recordedBy: null, now: t.clock.now() });
    const second = await recordInvoicePayment(t.db, { invoiceId: invoice.id, recordedBy: null, now: t.clock.now() });
    expect(first.changed).toBe(true);
    expect(second.changed).toBe(false);
    expect((await status(owner.cookie)).subscription).toMatchObject({ subscriptionType: 'premium', paymentPeriod: 'full_year' });
    expect(await subscriptionRows(owner.id)).toBe(1);
    expect(await count(sql`select count(*)::int as n from subscriptions where user_id = ${owner.id} and source = 'invoice' and invoice_id = ${invoice.id}`)).toBe(1);
    expect(await auditCount(owner.id, 'subscription.activate')).toBe(1);
    expect(await auditCount(owner.id, 'invoice.paid')).toBe(1);
    const paid = (await t.app.inject({ method: 'GET', url: '/api/subscription/invoices?taxYear=2025', headers: { cookie: owner.cookie } })).json();
    expect(paid[0]).toMatchObject({ id: invoice.id, status: 'paid', paidAt: t.clock.now().toISOString() });
    // The year is covered now: no further invoice for it.
    expect((await createInvoice(owner.cookie, 'basic')).json().code).toBe('ALREADY_SUBSCRIBED');
  });

  it('renders the invoice PDF without a payer address when the profile has none', async () => {
    const { cookie, id } = await newUser();
    await makeEligible(id);
    const invoice = (await createInvoice(cookie, 'basic')).json().invoice;
    const pdf = await t.app.inject({ method: 'GET', url: invoice.downloadUrl, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('Helvetax-Rechnung-');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await count(sql`select count(*)::int as n from invoices where user_id = ${id} and status = 'open'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from invoices where user_id = ${id} and amount_rappen = 12900 and plan = 'basic'`)).toBe(1);
  });
});
