/**
 * The one price table (spec part 2 §9): annual plans at their launch-offer prices. Amounts are
 * integer Rappen (CHF × 100); list prices and savings are shown next to them.
 */
export const SUBSCRIPTION_PLANS = [
  { id: 'basic', priceRappen: 12_900, listPriceRappen: 19_900, savingsPercent: 35 },
  { id: 'premium', priceRappen: 49_900, listPriceRappen: 69_900, savingsPercent: 29 },
] as const;

export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
export type SubscriptionPlanId = SubscriptionPlan['id'];
export const SUBSCRIPTION_PLAN_IDS = ['basic', 'premium'] as const;

/** Payment periods a subscription can carry (spec part 2 §3); what we sell is the full year. */
export const PAYMENT_PERIODS = ['half_year', 'full_year'] as const;
export type PaymentPeriod = (typeof PAYMENT_PERIODS)[number];
export const SOLD_PAYMENT_PERIOD: PaymentPeriod = 'full_year';

export const SUBSCRIPTION_CURRENCY = 'CHF';

export function subscriptionPlanById(id: string): SubscriptionPlan | undefined {
  return SUBSCRIPTION_PLANS.find((plan) => plan.id === id);
}

/** What a plan costs for a period, in Rappen: the annual price, or half of it for half a year. */
export function planPriceRappen(plan: SubscriptionPlanId, period: PaymentPeriod = SOLD_PAYMENT_PERIOD): number {
  const annual = subscriptionPlanById(plan)!.priceRappen;
  return period === 'full_year' ? annual : Math.round(annual / 2);
}

/** Premium includes everything basic has: buying basic over premium is never an upgrade. */
export function planRank(plan: SubscriptionPlanId): number {
  return plan === 'premium' ? 2 : 1;
}

/** A subscription runs from its activation for the paid period (12 or 6 months). */
export function subscriptionExpiry(activatedAt: Date, period: PaymentPeriod): Date {
  const end = new Date(activatedAt);
  end.setUTCMonth(end.getUTCMonth() + (period === 'full_year' ? 12 : 6));
  return end;
}

export function isSubscriptionActive(subscription: { expiresAt: Date } | null | undefined, now: Date): boolean {
  return Boolean(subscription && subscription.expiresAt.getTime() > now.getTime());
}
