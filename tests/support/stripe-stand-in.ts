import { createServer, type IncomingMessage } from 'node:http';
import Stripe from 'stripe';

export type CheckoutSessionRequest = {
  /** The form fields as Stripe's client sent them, e.g. `line_items[0][price_data][unit_amount]`. */
  fields: Record<string, string>;
  authorization: string | undefined;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A local HTTP server standing in for Stripe's API, so the real `stripe` client can be tested
 * without calling an outside service. It answers `POST /v1/checkout/sessions` with a session
 * whose `url` is the request's own success_url (as if the person paid at once), and records
 * every request for the test to assert on.
 */
export async function startStripeStandIn() {
  const sessions: CheckoutSessionRequest[] = [];
  let failNext = false;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      const fields = Object.fromEntries(new URLSearchParams(body));
      sessions.push({ fields, authorization: request.headers.authorization });
      if (failNext) {
        failNext = false;
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'stand-in failure' } }));
        return;
      }
      const id = `cs_test_${sessions.length}`;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id, object: 'checkout.session', url: fields.success_url, metadata: {}, payment_status: 'unpaid' }));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `no stand-in for ${request.method} ${request.url}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    /** What the app's `stripeApi` dependency takes. */
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    sessions,
    /** The next checkout answers 500, as a provider outage would. */
    failNextCheckout: () => void (failNext = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A `checkout.session.completed` event as Stripe delivers it, signed with the webhook secret by
 * the stripe library's own test helper: the body and the `stripe-signature` header to POST.
 */
export function signedCheckoutCompleted(options: {
  webhookSecret: string;
  eventId?: string;
  sessionId?: string;
  metadata: { userId: number | string; taxYear: number | string; plan: string; paymentPeriod?: string };
  amountTotal: number;
  currency?: string;
  paymentStatus?: 'paid' | 'unpaid';
}): { payload: string; headers: Record<string, string> } {
  const event = {
    id: options.eventId ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: options.sessionId ?? `cs_test_${Math.random().toString(36).slice(2)}`,
        object: 'checkout.session',
        mode: 'payment',
        amount_total: options.amountTotal,
        currency: options.currency ?? 'chf',
        payment_status: options.paymentStatus ?? 'paid',
        status: 'complete',
        metadata: {
          userId: String(options.metadata.userId),
          taxYear: String(options.metadata.taxYear),
          plan: options.metadata.plan,
          paymentPeriod: options.metadata.paymentPeriod ?? 'full_year',
        },
      },
    },
  };
  const payload = JSON.stringify(event);
  const stripe = new Stripe('sk_test_stand_in');
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
