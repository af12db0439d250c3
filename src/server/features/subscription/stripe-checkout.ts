import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { ERROR_CODES } from '@shared/contract/errors';
import type { Language } from '@shared/domain/languages';
import { planPriceRappen, SOLD_PAYMENT_PERIOD, type SubscriptionPlanId } from '@shared/domain/subscription-plans';
import { isTaxYearOpen } from '@shared/domain/tax-years';
import type { Db } from '../../db/connect';
import { AppError } from '../../platform/errors';
import { findUserById } from '../../platform/users/data';
import { paymentLanguage, planProductName } from './product-names';
import { activePlanCovers } from './service';

/** Where the Stripe client sends its API calls; tests point it at a local stand-in. */
export type StripeApiEndpoint = { host: string; port: number; protocol: 'http' | 'https' };

/**
 * The one Stripe client of the app. A failed call is retried once (Stripe's client adds an
 * idempotency key, so a retried Checkout Session is not created twice); a person waiting on the
 * button gets an answer within about half a minute.
 */
export async function createStripeClient(secretKey: string, api?: StripeApiEndpoint): Promise<Stripe> {
  // Loaded only when payments are configured: the Stripe client is a large module.
  const { default: StripeClient } = await import('stripe');
  return new StripeClient(secretKey, { ...(api ?? {}), maxNetworkRetries: 1, timeout: 15_000, telemetry: false });
}

export type CheckoutDeps = { db: Db; stripe: Stripe | undefined; publicOrigin: string; log: FastifyBaseLogger };

const paymentNotConfigured = () => new AppError(ERROR_CODES.paymentNotConfigured, 503, 'Online payment is not configured on this server');

/**
 * Starts a Stripe Checkout payment for one plan and tax year and returns the page to send the
 * person to. Nothing is activated here: the signed webhook does that once Stripe confirms the
 * payment. The price comes from the shared price table, never from the request.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  args: { userId: number; taxYear: number; plan: SubscriptionPlanId; language: Language; now: Date },
): Promise<{ url: string }> {
  if (!deps.stripe) throw paymentNotConfigured();
  if (!isTaxYearOpen(args.taxYear, args.now)) {
    throw new AppError(ERROR_CODES.taxYearNotOpen, 400, `Tax returns for ${args.taxYear} cannot be filed now`, { taxYear: args.taxYear });
  }
  if (await activePlanCovers(deps.db, args)) {
    throw new AppError(ERROR_CODES.alreadySubscribed, 409, `You already have this plan or a better one for ${args.taxYear}`, { taxYear: args.taxYear });
  }
  const user = await findUserById(deps.db, args.userId);
  if (!user) throw new AppError(ERROR_CODES.sessionExpired, 401, 'Your session has expired, please log in again');

  const language = paymentLanguage(args.language);
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'chf',
          unit_amount: planPriceRappen(args.plan, SOLD_PAYMENT_PERIOD),
          product_data: { name: planProductName(args.plan, args.taxYear, language) },
        },
        quantity: 1,
      },
    ],
    metadata: { userId: String(args.userId), taxYear: String(args.taxYear), plan: args.plan, paymentPeriod: SOLD_PAYMENT_PERIOD },
    client_reference_id: String(args.userId),
    customer_email: user.email,
    locale: language,
    success_url: `${deps.publicOrigin}/?payment=success&taxYear=${args.taxYear}`,
    cancel_url: `${deps.publicOrigin}/profile?payment=cancelled&taxYear=${args.taxYear}`,
  };

  let session: Stripe.Checkout.Session;
  try {
    session = await deps.stripe.checkout.sessions.create(params);
  } catch (error) {
    throw await providerFailed(deps.log, error);
  }
  if (!session.url) throw await providerFailed(deps.log, new Error('Checkout Session without url'));
  return { url: session.url };
}

/**
 * The log gets an error id, the error's class and Stripe's error code: never its message (which
 * can quote part of the key) nor anything of the request (the e-mail address).
 */
async function providerFailed(log: FastifyBaseLogger, error: unknown): Promise<AppError> {
  const errorId = randomUUID();
  // Already loaded: only a configured Stripe client gets here.
  const { default: StripeClient } = await import('stripe');
  const stripeError = error instanceof StripeClient.errors.StripeError ? error : undefined;
  log.error(
    {
      errorId,
      errorClass: error instanceof Error ? error.constructor.name : typeof error,
      ...(stripeError ? { stripeErrorType: stripeError.type, stripeErrorCode: stripeError.code, httpStatus: stripeError.statusCode } : {}),
    },
    'payment provider call failed',
  );
  return new AppError(ERROR_CODES.paymentProviderFailed, 502, `The payment provider could not be reached, please try again later (error ${errorId})`, { errorId });
}
