import { isSubscriptionActive, planRank, subscriptionExpiry, type PaymentPeriod, type SubscriptionPlanId } from '@shared/domain/subscription-plans';
import type { DbOrTx } from '../../db/connect';
import { writeAudit } from '../audit/data';
import { setPlanRank } from '../tax-status/data';
import { updateUser } from '../users/data';
import { insertSubscription, lockSubscription, lockUser, replaceSubscription } from './data';

/**
 * Starting a paid plan is shared by the subscription feature (card payments, invoices) and the
 * admin panel (grants, recorded invoice payments), which may not import each other.
 */
export type Activation = {
  userId: number;
  taxYear: number;
  plan: SubscriptionPlanId;
  paymentPeriod: PaymentPeriod;
  source: 'stripe' | 'invoice' | 'admin';
  amountRappen: number;
  stripeCheckoutSessionId?: string;
  invoiceId?: number;
  /** Who caused it: the paying user (card) or the admin recording an invoice payment or granting a plan. */
  actorUserId: number | null;
  /** Ids that tie the audit row to the payment (event, session, invoice); never personal data. */
  paymentDetails: Record<string, string | number>;
  now: Date;
};

/**
 * Applies a confirmed payment (or an admin's grant) inside the caller's transaction. The year's
 * subscription starts (or restarts, when the old one expired) for the paid period; an active
 * lower plan is upgraded. An active plan that is already as good stays as it is: the payment is
 * recorded as 'payment.not_applied' so an admin can refund it.
 */
export async function applyPaidSubscription(tx: DbOrTx, a: Activation): Promise<'activated' | 'not_applied'> {
  // Lock order: the user's row before their year rows. Below, the year row (plan rank) is written
  // before the user row (plan); a profile save that renames the person writes the user row and
  // then, by trigger (migration 0010), the year rows. Without the user's lock first, an admin's
  // grant at the moment of such a save could deadlock with it and PostgreSQL would abort one.
  // The card and invoice paths hold it already; taking it twice in one transaction is free.
  await lockUser(tx, a.userId);
  const existing = await lockSubscription(tx, a.userId, a.taxYear);
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
  if (existing) await replaceSubscription(tx, existing.id, a.userId, row);
  else await insertSubscription(tx, { userId: a.userId, taxYear: a.taxYear, ...row });
  // The experts' queue sorts the year by its plan (premium first).
  await setPlanRank(tx, { userId: a.userId, taxYear: a.taxYear, planRank: planRank(a.plan) });
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
