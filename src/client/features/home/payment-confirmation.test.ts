import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '@shared/contract/subscription';
import { paidTaxYearOf, waitForActiveSubscription } from './payment-confirmation';

const none: SubscriptionStatus = { hasSubscription: false, subscription: null };
const active: SubscriptionStatus = {
  hasSubscription: true,
  subscription: { subscriptionType: 'basic', expirationDate: '2027-03-01T00:00:00.000Z', paymentPeriod: 'full_year' },
};

describe('payment confirmation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks every 2 s until the plan is active', async () => {
    const answers = [none, none, active];
    const fetchStatus = vi.fn(async () => answers.shift() ?? active);
    const result = waitForActiveSubscription(fetchStatus, { signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toEqual(active);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('gives up after 60 s, and keeps asking when a request fails', async () => {
    const fetchStatus = vi.fn(async () => {
      if (fetchStatus.mock.calls.length === 2) throw new Error('offline');
      return none;
    });
    const result = waitForActiveSubscription(fetchStatus, { signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toBeNull();
    // at 0, 2, 4 … 60 s
    expect(fetchStatus).toHaveBeenCalledTimes(31);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(31);
  });

  it('stops when called off (the page is left)', async () => {
    const controller = new AbortController();
    const fetchStatus = vi.fn(async () => none);
    const result = waitForActiveSubscription(fetchStatus, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(result).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('reads the paid year from the return address only after a success', () => {
    expect(paidTaxYearOf(new URLSearchParams('payment=success&taxYear=2025'))).toBe(2025);
    expect(paidTaxYearOf(new URLSearchParams('payment=cancelled&taxYear=2025'))).toBeNull();
    expect(paidTaxYearOf(new URLSearchParams('payment=success&taxYear=abc'))).toBeNull();
    expect(paidTaxYearOf(new URLSearchParams('payment=success'))).toBeNull();
  });
});
