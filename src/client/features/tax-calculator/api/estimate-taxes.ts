import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { taxEstimateResponseSchema, type TaxEstimateRequest } from '@shared/contract/tax-calculator';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

export const taxEstimateQueryKey = (body: TaxEstimateRequest | null) => ['/api/tax-calculator/estimate', body] as const;

/**
 * POST /api/tax-calculator/estimate: what the household pays in one municipality, from taxable or
 * gross figures (it changes nothing, so it is a query).
 */
export function fetchTaxEstimate(body: TaxEstimateRequest, signal?: AbortSignal) {
  return apiRequest('/api/tax-calculator/estimate', { method: 'POST', body, schema: taxEstimateResponseSchema, signal });
}

/**
 * The estimate of the household as last submitted or typed (null: not complete yet), with the
 * request it answers. The previous figures stay on screen while the next ones load, so the
 * result does not flicker as the person types, and they stay paired with their own request.
 */
export function useTaxEstimate(body: TaxEstimateRequest | null) {
  return useQuery({
    queryKey: taxEstimateQueryKey(body),
    queryFn: async ({ signal }) => ({ request: body!, estimate: await fetchTaxEstimate(body!, signal) }),
    enabled: body !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}
