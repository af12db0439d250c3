import { describe, expect, it } from 'vitest';
import { isSubscriptionActive, planPriceRappen, planRank, SUBSCRIPTION_PLANS, subscriptionExpiry } from './subscription-plans';

describe('price table', () => {
  it('holds the launch prices of spec part 2 §9 in Rappen', () => {
    expect(SUBSCRIPTION_PLANS.map((p) => [p.id, p.priceRappen, p.listPriceRappen, p.savingsPercent])).toEqual([
      ['basic', 12_900, 19_900, 35],
      ['premium', 49_900, 69_900, 29],
    ]);
    expect(planPriceRappen('basic')).toBe(12_900);
    expect(planPriceRappen('premium', 'full_year')).toBe(49_900);
    expect(planPriceRappen('premium', 'half_year')).toBe(24_950);
  });

  it('states savings that match the prices', () => {
    for (const plan of SUBSCRIPTION_PLANS) {
      expect(Math.round((1 - plan.priceRappen / plan.listPriceRappen) * 100)).toBe(plan.savingsPercent);
    }
  });

  it('ranks premium above basic', () => {
    expect(planRank('premium')).toBeGreaterThan(planRank('basic'));
  });

  it('runs a subscription for the paid period and ends it after', () => {
    const start = new Date('2026-03-31T10:00:00Z');
    expect(subscriptionExpiry(start, 'full_year').toISOString()).toBe('2027-03-31T10:00:00.000Z');
    expect(subscriptionExpiry(start, 'half_year').toISOString()).toBe('2026-10-01T10:00:00.000Z');
    const expiresAt = subscriptionExpiry(start, 'full_year');
    expect(isSubscriptionActive({ expiresAt }, new Date('2027-03-31T09:59:59Z'))).toBe(true);
    expect(isSubscriptionActive({ expiresAt }, new Date('2027-03-31T10:00:00Z'))).toBe(false);
    expect(isSubscriptionActive(null, start)).toBe(false);
  });
});
