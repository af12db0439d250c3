import type { SubscriptionStatus } from '@shared/contract/subscription';
import { isSubscriptionActive, planRank, type SubscriptionPlanId } from '@shared/domain/subscription-plans';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Db, DbOrTx } from '../../db/connect';
import { findSubscription } from '../../platform/subscriptions/data';
import { findUserById } from '../../platform/users/data';
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
