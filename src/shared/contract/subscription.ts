import { z } from 'zod';
import { PAYMENT_PERIODS, SUBSCRIPTION_PLAN_IDS } from '../domain/subscription-plans';
import { idSchema } from './primitives';

/**
 * Subscriptions per tax year (spec part 2 'Subscription panel', §3, §7; issue 7). A plan is
 * bought by card through Stripe Checkout or, for eligible customers, by a Swiss QR-bill invoice;
 * the subscription becomes active only when the payment is confirmed (signed webhook, or an
 * admin recording the invoice payment). Amounts are integer Rappen.
 */

const taxYear = z.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' });
const plan = z.enum(SUBSCRIPTION_PLAN_IDS, { error: 'planInvalid' });

/** GET /api/subscription/status/{year} */
export const subscriptionYearParamsSchema = z.object({
  year: z.coerce.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' }),
});
export const subscriptionStatusSchema = z.object({
  hasSubscription: z.boolean(),
  subscription: z
    .object({
      subscriptionType: plan,
      /** ISO time the subscription ends. */
      expirationDate: z.string(),
      paymentPeriod: z.enum(PAYMENT_PERIODS),
    })
    .nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** GET /api/subscription/invoice-eligible */
export const invoiceEligibilitySchema = z.object({ eligible: z.boolean() });

/** POST /api/subscription/checkout: starts a Stripe Checkout session; the client goes to `url`. */
export const checkoutBodySchema = z.object({ taxYear, plan });
export const checkoutResponseSchema = z.object({ url: z.string() });

/** An invoice for paying a plan by bank transfer (Swiss QR bill). */
export const invoiceSchema = z.object({
  id: z.number(),
  taxYear: z.number(),
  plan,
  amountRappen: z.number(),
  currency: z.literal('CHF'),
  /** QR reference (with a QR-IBAN) or creditor reference (RF…) to quote with the payment. */
  reference: z.string(),
  status: z.enum(['open', 'paid']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** GET this path for the invoice as a PDF with the QR bill. */
  downloadUrl: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** POST /api/subscription/invoices {taxYear, plan}: creates (or returns the open) invoice. */
export const createInvoiceBodySchema = z.object({ taxYear, plan });
export const invoiceResponseSchema = z.object({ invoice: invoiceSchema });
/** GET /api/subscription/invoices/{id}/pdf (the invoice's `downloadUrl`) */
export const invoiceParamsSchema = z.object({ id: idSchema() });
/** GET /api/subscription/invoices?taxYear= */
export const invoicesResponseSchema = z.array(invoiceSchema);
