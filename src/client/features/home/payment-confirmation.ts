import type { SubscriptionStatus } from '@shared/contract/subscription';

/** After the payment page: ask every 2 s, for up to 60 s, whether the plan is active (issue 7). */
export const PAYMENT_CONFIRM_INTERVAL_MS = 2_000;
export const PAYMENT_CONFIRM_TIMEOUT_MS = 60_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Asks for the subscription status until it is active (the webhook of the payment provider has
 * arrived) or the time is up. A failed request is asked again at the next turn. Resolves with
 * the active status, or null when the time ran out or the wait was called off.
 */
export async function waitForActiveSubscription(
  fetchStatus: (signal: AbortSignal) => Promise<SubscriptionStatus>,
  options: { signal: AbortSignal; intervalMs?: number; timeoutMs?: number },
): Promise<SubscriptionStatus | null> {
  const intervalMs = options.intervalMs ?? PAYMENT_CONFIRM_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? PAYMENT_CONFIRM_TIMEOUT_MS;
  for (let waited = 0; waited <= timeoutMs && !options.signal.aborted; waited += intervalMs) {
    if (waited > 0) await pause(intervalMs, options.signal);
    if (options.signal.aborted) break;
    try {
      const status = await fetchStatus(options.signal);
      if (status.hasSubscription) return status;
    } catch {
      // not answered this time: ask again at the next turn
    }
  }
  return null;
}

/** `?payment=success&taxYear=Y` after the payment page: the year to confirm, else null. */
export function paidTaxYearOf(params: URLSearchParams): number | null {
  if (params.get('payment') !== 'success') return null;
  const year = Number(params.get('taxYear'));
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null;
}
