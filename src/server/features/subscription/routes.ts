import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkoutBodySchema,
  checkoutResponseSchema,
  createInvoiceBodySchema,
  invoiceEligibilitySchema,
  invoiceParamsSchema,
  invoiceResponseSchema,
  invoicesResponseSchema,
  subscriptionStatusSchema,
  subscriptionYearParamsSchema,
} from '@shared/contract/subscription';
import { taxYearQuerySchema } from '@shared/contract/user';
import { languageFromHeader } from '@shared/domain/languages';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import { requireUser } from '../../platform/session/plugin';
import { createInvoice, invoicePdf, listInvoices } from './invoices';
import { invoiceFileName } from './qr-bill-invoice';
import { isInvoiceEligible, subscriptionStatus } from './service';
import { createStripeClient, startCheckout, type StripeApiEndpoint } from './stripe-checkout';
import { receiveStripeWebhook } from './stripe-webhook';

/** The webhook's path: the Origin check exempts exactly this route (platform/origin-check.ts). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export async function subscriptionRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: Pick<Config, 'publicUrl'> & Partial<Pick<Config, 'stripe' | 'invoice'>>; stripeApi?: StripeApiEndpoint },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const language = (request: FastifyRequest) => languageFromHeader(request.headers['accept-language']);
  const stripe = deps.config.stripe ? await createStripeClient(deps.config.stripe.secretKey, deps.stripeApi) : undefined;
  const invoiceDeps = { db: deps.db, invoice: deps.config.invoice };

  r.get('/api/subscription/status/:year', { schema: { params: subscriptionYearParamsSchema, response: { 200: subscriptionStatusSchema } } }, async (request) => {
    const user = requireUser(request);
    return subscriptionStatus(deps.db, { userId: user.userId, taxYear: request.params.year, now: deps.clock.now() });
  });

  r.get('/api/subscription/invoice-eligible', { schema: { response: { 200: invoiceEligibilitySchema } } }, async (request) => {
    const user = requireUser(request);
    return { eligible: await isInvoiceEligible(deps.db, { userId: user.userId, now: deps.clock.now() }) };
  });

  r.post('/api/subscription/checkout', { schema: { body: checkoutBodySchema, response: { 200: checkoutResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return startCheckout(
      { db: deps.db, stripe, publicOrigin: deps.config.publicUrl.origin, log: app.log },
      { userId: user.userId, taxYear: request.body.taxYear, plan: request.body.plan, language: language(request), now: deps.clock.now() },
    );
  });

  r.post('/api/subscription/invoices', { schema: { body: createInvoiceBodySchema, response: { 200: invoiceResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return { invoice: await createInvoice(invoiceDeps, { userId: user.userId, taxYear: request.body.taxYear, plan: request.body.plan, now: deps.clock.now() }) };
  });

  r.get('/api/subscription/invoices', { schema: { querystring: taxYearQuerySchema, response: { 200: invoicesResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return listInvoices(deps.db, { userId: user.userId, taxYear: request.query.taxYear ?? defaultTaxYear(deps.clock.now()) });
  });

  r.get(
    '/api/subscription/invoices/:id/pdf',
    { schema: { params: invoiceParamsSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const lang = language(request);
      const { pdf } = await invoicePdf(invoiceDeps, { userId: user.userId, invoiceId: request.params.id, language: lang });
      reply.header('content-type', 'application/pdf');
      reply.header('content-length', String(pdf.length));
      reply.header('content-disposition', `attachment; filename="${invoiceFileName(request.params.id, lang)}"`);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'no-store');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      return reply.send(pdf);
    },
  );

  // Stripe signs the exact bytes it sends, so this one route reads its JSON body raw; the
  // parser lives in this encapsulated scope only.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, async (request) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await receiveStripeWebhook(
        { db: deps.db, stripe, webhookSecret: deps.config.stripe?.webhookSecret },
        { rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), signature: typeof signature === 'string' ? signature : undefined, now: deps.clock.now() },
      );
      return { received: true, outcome };
    });
  });
}
