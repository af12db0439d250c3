import { useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@shared/contract/subscription';
import { apiRequest, retryUnlessClientError } from '../api-client';

/**
 * GET /api/subscription/status/{year}: whether the person has an active plan for a tax year.
 * The plan panel (subscription) and the transmit tile and payment confirmation (home) read it.
 */
export const subscriptionStatusQueryKey = (taxYear: number) => ['/api/subscription/status', { taxYear }] as const;
export const subscriptionStatusQueryKeyRoot = ['/api/subscription/status'] as const;

export function fetchSubscriptionStatus(taxYear: number, options: { signal?: AbortSignal } = {}): Promise<SubscriptionStatus> {
  return apiRequest(`/api/subscription/status/${encodeURIComponent(String(taxYear))}`, { schema: () => import('@shared/contract/subscription').then((m) => m.subscriptionStatusSchema), signal: options.signal });
}

/** Fresh for 30 s; a purchase or the payment confirmation refreshes it explicitly. */
export function useSubscriptionStatus(taxYear: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionStatusQueryKey(taxYear),
    queryFn: ({ signal }) => fetchSubscriptionStatus(taxYear, { signal }),
    staleTime: 30_000,
    retry: retryUnlessClientError(2),
    enabled: options.enabled ?? true,
  });
}
