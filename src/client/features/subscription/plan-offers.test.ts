import { describe, expect, it } from 'vitest';
import { currentPlanOf, formatPaymentReference, paymentWays, planOffer } from './plan-offers';

describe('plan offers', () => {
  it('offers both plans without a subscription, the upgrade from Basic, nothing beside Premium', () => {
    expect([planOffer('basic', null), planOffer('premium', null)]).toEqual(['available', 'available']);
    expect([planOffer('basic', 'basic'), planOffer('premium', 'basic')]).toEqual(['current', 'upgrade']);
    expect([planOffer('basic', 'premium'), planOffer('premium', 'premium')]).toEqual(['included', 'current']);
  });

  it('reads the active plan only from an active subscription', () => {
    expect(currentPlanOf(undefined)).toBeNull();
    expect(currentPlanOf({ hasSubscription: false, subscription: null })).toBeNull();
    expect(
      currentPlanOf({ hasSubscription: true, subscription: { subscriptionType: 'premium', expirationDate: '2027-01-01T00:00:00Z', paymentPeriod: 'full_year' } }),
    ).toBe('premium');
  });

  it('offers card payment only when configured, invoices only to eligible customers where configured', () => {
    expect(paymentWays({})).toEqual({ card: false, invoice: false });
    expect(paymentWays({ onlinePayment: true, invoicePayment: true, invoiceEligible: false })).toEqual({ card: true, invoice: false });
    expect(paymentWays({ onlinePayment: false, invoicePayment: true, invoiceEligible: true })).toEqual({ card: false, invoice: true });
    expect(paymentWays({ invoicePayment: false, invoiceEligible: true })).toEqual({ card: false, invoice: false });
  });

  it('groups payment references as printed on a QR bill', () => {
    expect(formatPaymentReference('210000000003139471430009017')).toBe('21 00000 00003 13947 14300 09017');
    expect(formatPaymentReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
    expect(formatPaymentReference('ABC-1')).toBe('ABC-1');
  });
});
