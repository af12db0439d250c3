import { describe, expect, it } from 'vitest';
import { transmitReadiness } from './transmit-readiness';

describe('transmit readiness', () => {
  it('is enabled exactly at status 3 with the section locked and an active subscription', () => {
    expect(transmitReadiness({ statusId: 3, advancedTaxLocked: true, hasActiveSubscription: true })).toEqual({ enabled: true, missing: [] });
    for (const statusId of [1, 2, 4, 5, 6]) {
      expect(transmitReadiness({ statusId, advancedTaxLocked: true, hasActiveSubscription: true }).enabled, `status ${statusId}`).toBe(false);
    }
    expect(transmitReadiness({ statusId: 3, advancedTaxLocked: false, hasActiveSubscription: true }).enabled).toBe(false);
    expect(transmitReadiness({ statusId: 3, advancedTaxLocked: true, hasActiveSubscription: false }).enabled).toBe(false);
  });

  it('names every missing step at status 3 with where to do it', () => {
    expect(transmitReadiness({ statusId: 3, advancedTaxLocked: false, hasActiveSubscription: false }).missing).toEqual([
      { key: 'advancedSection', to: '/advanced-tax-info' },
      { key: 'subscription', to: '/profile#plans' },
    ]);
  });

  it('asks for the profile or the documents first, without a link to the section that is not open yet', () => {
    expect(transmitReadiness({ statusId: 1, advancedTaxLocked: false, hasActiveSubscription: false }).missing).toEqual([
      { key: 'profile' },
      { key: 'advancedSection' },
      { key: 'subscription', to: '/profile#plans' },
    ]);
    expect(transmitReadiness({ statusId: 2, advancedTaxLocked: false, hasActiveSubscription: true }).missing).toEqual([{ key: 'documents' }, { key: 'advancedSection' }]);
  });

  it('stays blocked but names nothing it does not know yet', () => {
    expect(transmitReadiness({ statusId: 3, advancedTaxLocked: undefined, hasActiveSubscription: undefined })).toEqual({ enabled: false, missing: [] });
    expect(transmitReadiness({ statusId: 3, advancedTaxLocked: true, hasActiveSubscription: undefined })).toEqual({ enabled: false, missing: [] });
  });

  it('has nothing left to ask once the year is transmitted', () => {
    expect(transmitReadiness({ statusId: 4, advancedTaxLocked: true, hasActiveSubscription: true }).missing).toEqual([]);
  });
});
