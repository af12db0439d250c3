import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessClientError, withQuery } from '../api-client';

export const taxStatusQueryKey = (taxYear: number) => ['/api/tax-status', { taxYear }] as const;
export const taxStatusQueryKeyRoot = ['/api/tax-status'] as const;

export function fetchTaxStatus(taxYear: number, options: { raiseSessionExpired?: boolean } = {}) {
  return apiRequest(withQuery('/api/tax-status', { taxYear }), {
    schema: () => import('@shared/contract/tax-status').then((m) => m.taxStatusRecordSchema),
    raiseSessionExpired: options.raiseSessionExpired,
  });
}

/** Stale after 5 s, retried once (spec part 1 §7); on failure the screen falls back to status 1. */
export function useTaxStatus(taxYear: number) {
  return useQuery({
    queryKey: taxStatusQueryKey(taxYear),
    queryFn: () => fetchTaxStatus(taxYear),
    staleTime: 5_000,
    retry: retryUnlessClientError(1),
  });
}
