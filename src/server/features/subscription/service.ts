import type { Invoice, SubscriptionStatus } from '@shared/contract/subscription';
import {
  isSubscriptionActive,
  planRank,
  subscriptionExpiry,
  type PaymentPeriod,
  type SubscriptionPlanId,
} from '@shared/domain/subscription-plans';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Db, DbOrTx } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { findSubscription } from '../../platform/subscriptions/data';
import { findUserById, updateUser } from '../../platform/users/data';
import * as data from './data';

/** GET /api/subscription/status/{year}: only a subscription that has not yet expired counts. */
export async function subscriptionStatus(db: Db, args: { userId: number; taxYear: number; now: Date }): Promise<SubscriptionStatus> {
  const row = await findSubscription(db, args.userId, args.taxYear);
  if (!row || !isSubscriptionActive(row, args.now)) return { hasSubscription: false, subscription: null };
  return {
    hasSubscription: true,
    subscription: { subscriptionType: row.plan, expirationDate: row.expiresAt.toISOString(), paymentPeriod: row.paymentPeriod },
  };
}

/**
 * Invoice payment is for customers an admin allowed it for, and for returning customers: anyone
 * who paid (card or invoice) for a tax year before the current default year.
 */
export async function isInvoiceEligible(db: DbOrTx, args: { userId: number; now: Date }): Promise<boolean> {
  const user = await findUserById(db, args.userId);
  if (!user) return false;
  if (user.invoiceEligible) return true;
  return data.hasPaidSubscriptionBefore(db, args.userId, defaultTaxYear(args.now));
}

/** A plan the user already has (active, same or better): buying it again would be paying twice. */
export async function activePlanCovers(db: DbOrTx, args: { userId: number; taxYear: number; plan: SubscriptionPlanId; now: Date }): Promise<boolean> {
  const row = await findSubscription(db, args.userId, args.taxYear);
  return Boolean(row && isSubscriptionActive(row, args.now) && planRank(row.plan) >= planRank(args.plan));
}

export type Activation = {
  userId: number;
  taxYear: number;
  plan: SubscriptionPlanId;
  paymentPeriod: PaymentPeriod;
  source: 'stripe' | 'invoice' | 'admin';
  amountRappen: number;
  stripeCheckoutSessionId?: string;
  invoiceId?: number;
  /** Who caused it: the paying user (card) or the admin recording an invoice payment. */
  actorUserId: number | null;
  /** Ids that tie the audit row to the payment (event, session, invoice); never personal data. */
  paymentDetails: Record<string, string | number>;
  now: Date;
};

/**
 * Applies a confirmed payment inside the caller's transaction. The year's subscription starts
 * (or restarts, when the old one expired) for the paid period; an active lower plan is upgraded.
 * An active plan that is already as good stays as it is: the payment is recorded as
 * 'payment.not_applied' so an admin can refund it.
 */
export async function applyPaidSubscription(tx: DbOrTx, a: Activation): Promise<'activated' | 'not_applied'> {
  const existing = await data.lockSubscription(tx, a.userId, a.taxYear);
  if (existing && isSubscriptionActive(existing, a.now) && planRank(existing.plan) >= planRank(a.plan)) {
    await writeAudit(tx, {
      userId: a.userId,
      actorUserId: a.actorUserId,
      action: 'payment.not_applied',
      details: { taxYear: a.taxYear, plan: a.plan, keptPlan: existing.plan, amountRappen: a.amountRappen, source: a.source, reason: 'already_subscribed', ...a.paymentDetails },
      at: a.now,
    });
    return 'not_applied';
  }
  const row = {
    plan: a.plan,
    paymentPeriod: a.paymentPeriod,
    source: a.source,
    amountRappen: a.amountRappen,
    stripeCheckoutSessionId: a.stripeCheckoutSessionId ?? null,
    invoiceId: a.invoiceId ?? null,
    activatedAt: a.now,
    expiresAt: subscriptionExpiry(a.now, a.paymentPeriod),
  };
  if (existing) await data.replaceSubscription(tx, existing.id, a.userId, row);
  else await data.insertSubscription(tx, { userId: a.userId, taxYear: a.taxYear, ...row });
  // The profile's plan: the 'choose a plan' notification goes away with it.
  await updateUser(tx, a.userId, { subscriptionPlan: a.plan }, a.now);
  await writeAudit(tx, {
    userId: a.userId,
    actorUserId: a.actorUserId,
    action: 'subscription.activate',
    details: {
      taxYear: a.taxYear,
      plan: a.plan,
      paymentPeriod: a.paymentPeriod,
      source: a.source,
      amountRappen: a.amountRappen,
      ...(existing ? { previousPlan: existing.plan } : {}),
      ...a.paymentDetails,
    },
    at: a.now,
  });
  return 'activated';
}

export function toInvoiceView(row: data.InvoiceRow): Invoice {
  return {
    id: row.id,
    taxYear: row.taxYear,
    plan: row.plan,
    amountRappen: row.amountRappen,
    currency: 'CHF',
    reference: row.reference,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    downloadUrl: `/api/subscription/invoices/${row.id}/pdf`,
  };
}
