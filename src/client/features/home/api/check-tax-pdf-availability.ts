import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

/** GET /api/tax-pdf/check-availability/{year} (spec part 1 §7): asked only at status 5 and 6. */
export const taxPdfAvailabilityQueryKey = (taxYear: number) => ['/api/tax-pdf/check-availability', { taxYear }] as const;

export function fetchTaxPdfAvailability(taxYear: number) {
  return apiRequest(`/api/tax-pdf/check-availability/${taxYear}`, { schema: () => import('@shared/contract/tax-pdf').then((m) => m.taxPdfAvailabilitySchema) });
}

export function useTaxPdfAvailability(taxYear: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: taxPdfAvailabilityQueryKey(taxYear),
    queryFn: () => fetchTaxPdfAvailability(taxYear),
    enabled: options.enabled,
    retry: retryUnlessClientError(1),
  });
}
