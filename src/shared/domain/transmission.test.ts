import { describe, expect, it } from 'vitest';
import { transmitBlockers } from './transmission';

describe('transmit preconditions', () => {
  const ready = { statusId: 3, advancedTaxLocked: true, hasActiveSubscription: true };

  it('allows a year at status 3, locked, with an active subscription', () => {
    expect(transmitBlockers(ready)).toEqual([]);
  });

  it('names every missing step, status first', () => {
    expect(transmitBlockers({ statusId: 2, advancedTaxLocked: false, hasActiveSubscription: false })).toEqual(['WRONG_STATUS', 'SECTION_NOT_LOCKED', 'NO_SUBSCRIPTION']);
    expect(transmitBlockers({ ...ready, advancedTaxLocked: false })).toEqual(['SECTION_NOT_LOCKED']);
    expect(transmitBlockers({ ...ready, hasActiveSubscription: false })).toEqual(['NO_SUBSCRIPTION']);
    expect(transmitBlockers({ ...ready, statusId: 4 })).toEqual(['WRONG_STATUS']);
  });
});
