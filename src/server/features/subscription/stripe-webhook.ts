import type Stripe from 'stripe';
import { z } from 'zod';
import { ERROR_CODES } from '@shared/contract/errors';
import { PAYMENT_PERIODS, planPriceRappen, SUBSCRIPTION_CURRENCY, SUBSCRIPTION_PLAN_IDS } from '@shared/domain/subscription-plans';
import type { Db, DbOrTx } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { AppError } from '../../platform/errors';
import { applyPaidSubscription } from '../../platform/subscriptions/activation';
import { lockUser } from '../../platform/subscriptions/data';
import * as data from './data';

export type WebhookDeps = { db: Db; stripe: Stripe | undefined; webhookSecret: string | undefined };
export type WebhookOutcome = 'activated' | 'not_applied' | 'already_handled' | 'rejected' | 'ignored';

const MAX_INT = 2_147_483_647;

/** The metadata our own Checkout Sessions carry (stripe-checkout.ts): all strings at Stripe. */
const checkoutMetadataSchema = z.object({
  userId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((n) => n <= MAX_INT),
  taxYear: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number)
    .refine((n) => n >= 2000 && n <= 2100),
  plan: z.enum(SUBSCRIPTION_PLAN_IDS),
  paymentPeriod: z.enum(PAYMENT_PERIODS),
});

/** The fields of a Checkout Session this handler reads; anything else in it is ignored. */
const checkoutSessionSchema = z.object({
  id: z.string().min(1).max(255),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  payment_status: z.string(),
  client_reference_id: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});

/**
 * The events that mean "paid": a completed Checkout Session paid at once, or, for payment methods
 * that settle later, the follow-up event when the money arrived.
 */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * POST /api/payments/stripe/webhook. The signature over the raw body is checked first: an
 * unsigned or wrongly signed request changes nothing. The signature's age is checked against
 * the real time (Stripe signs with it), not the app clock.
 */
export async function receiveStripeWebhook(
  deps: WebhookDeps,
  args: { rawBody: Buffer; signature: string | undefined; now: Date },
): Promise<WebhookOutcome> {
  if (!deps.stripe || !deps.webhookSecret) throw new AppError(ERROR_CODES.paymentNotConfigured, 503, 'Online payment is not configured on this server');
  let event: Stripe.Event;
  try {
    if (!args.signature) throw new Error('missing signature');
    event = deps.stripe.webhooks.constructEvent(args.rawBody, args.signature, deps.webhookSecret);
  } catch {
    throw new AppError(ERROR_CODES.webhookSignatureInvalid, 400, 'The webhook signature is missing or invalid');
  }
  if (!PAID_EVENTS.has(event.type)) return 'ignored';
  const session = checkoutSessionSchema.safeParse(event.data.object);
  // A completed session still waiting for its money (bank transfer and the like) activates later.
  if (session.success && session.data.payment_status !== 'paid') return 'ignored';
  return deps.db.transaction(async (tx) => {
    // Stripe delivers at least once: the event id makes the second delivery a no-op.
    if (!(await data.recordPaymentEvent(tx, { eventId: event.id, type: event.type, receivedAt: args.now }))) return 'already_handled';
    const reject = (reason: string, userId: number | null = null) => rejectPayment(tx, { eventId: event.id, sessionId: session.data?.id ?? null, userId, reason, now: args.now });
    if (!session.success) return reject('session_unreadable');
    const metadata = checkoutMetadataSchema.safeParse(session.data.metadata ?? {});
    if (!metadata.success) return reject('metadata_invalid');
    const { userId, taxYear, plan, paymentPeriod } = metadata.data;
    if (session.data.client_reference_id && session.data.client_reference_id !== String(userId)) return reject('reference_mismatch');
    if (!(await lockUser(tx, userId))) return reject('unknown_user');
    if (session.data.currency?.toUpperCase() !== SUBSCRIPTION_CURRENCY) return reject('currency_mismatch', userId);
    const expected = planPriceRappen(plan, paymentPeriod);
    if (session.data.amount_total !== expected) return reject('amount_mismatch', userId);
    return applyPaidSubscription(tx, {
      userId,
      taxYear,
      plan,
      paymentPeriod,
      source: 'stripe',
      amountRappen: expected,
      stripeCheckoutSessionId: session.data.id,
      actorUserId: userId,
      paymentDetails: { eventId: event.id, stripeCheckoutSessionId: session.data.id },
      now: args.now,
    });
  });
}

/**
 * A signed event that does not match what we sold: it stays recorded as handled (Stripe must not
 * retry it) and an admin finds it in the audit log; nothing is activated.
 */
async function rejectPayment(
  tx: DbOrTx,
  args: { eventId: string; sessionId: string | null; userId: number | null; reason: string; now: Date },
): Promise<'rejected'> {
  await writeAudit(tx, {
    userId: args.userId,
    actorUserId: null,
    action: 'payment.rejected',
    details: { eventId: args.eventId, stripeCheckoutSessionId: args.sessionId, reason: args.reason },
    at: args.now,
  });
  return 'rejected';
}
