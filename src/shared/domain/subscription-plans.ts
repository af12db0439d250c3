/** Annual plans with their launch-offer prices in CHF (spec part 2 §9). */
export const SUBSCRIPTION_PLANS = [
  { id: 'basic', price: 129, listPrice: 199, savingsPercent: 35 },
  { id: 'premium', price: 499, listPrice: 699, savingsPercent: 29 },
] as const;

export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLANS)[number]['id'];
export const SUBSCRIPTION_PLAN_IDS = ['basic', 'premium'] as const;
