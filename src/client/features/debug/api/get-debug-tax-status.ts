import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessClientError, withQuery } from '@client/lib/api-client';

export const debugTaxStatusQueryKey = (taxYear: number) => ['/api/tax/status', { taxYear }] as const;
export const debugTaxStatusQueryKeyRoot = ['/api/tax/status'] as const;
/** The debug status is polled every 5 s while the panel is open (spec part 1 §9). */
export const DEBUG_STATUS_POLL_MS = 5_000;

/** GET /api/tax/status?taxYear= (debug, admin only): the admin's own tax-status record for a year. */
export function fetchDebugTaxStatus(taxYear: number) {
  return apiRequest(withQuery('/api/tax/status', { taxYear }), { schema: () => import('@shared/contract/tax-status').then((m) => m.taxStatusRecordSchema), background: true });
}

export function useDebugTaxStatus(taxYear: number) {
  return useQuery({
    queryKey: debugTaxStatusQueryKey(taxYear),
    queryFn: () => fetchDebugTaxStatus(taxYear),
    refetchInterval: DEBUG_STATUS_POLL_MS,
    retry: retryUnlessClientError(1),
  });
}
