import { useQuery } from '@tanstack/react-query';
import { taxEfficiencyResponseSchema } from '@shared/contract/tax-efficiency';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

export const taxEfficiencyPath = (taxYear: number) => `/api/tax-efficiency/${taxYear}`;
export const taxEfficiencyQueryKey = (taxYear: number) => ['/api/tax-efficiency', { taxYear }] as const;

/** GET /api/tax-efficiency/{taxYear}: the household as the profile says, the stored figures and the server's analysis. */
export function fetchTaxEfficiency(taxYear: number, signal?: AbortSignal) {
  return apiRequest(taxEfficiencyPath(taxYear), { schema: taxEfficiencyResponseSchema, signal });
}

export function useTaxEfficiency(taxYear: number) {
  return useQuery({
    queryKey: taxEfficiencyQueryKey(taxYear),
    queryFn: ({ signal }) => fetchTaxEfficiency(taxYear, signal),
    // The page saves what is typed itself; a refetch on focus would only repeat the stored figures.
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessClientError(2),
  });
}
