import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { taxRankingResponseSchema, type TaxEstimateRequest, type TaxRankingScope } from '@shared/contract/tax-calculator';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

export const taxRankingQueryKey = (body: TaxEstimateRequest | null, scope: TaxRankingScope) => ['/api/tax-calculator/rank', { ...body, scope }] as const;

/** POST /api/tax-calculator/rank: the household in every municipality of its canton or of Switzerland, the lowest total first. */
export function fetchTaxRanking(body: TaxEstimateRequest, scope: TaxRankingScope, signal?: AbortSignal) {
  return apiRequest('/api/tax-calculator/rank', { method: 'POST', body: { ...body, scope }, schema: taxRankingResponseSchema, signal });
}

/**
 * Asked only once the person wants the ranking (`body` null before); then it follows their
 * figures, each answer paired with the request it ranks.
 */
export function useTaxRanking(body: TaxEstimateRequest | null, scope: TaxRankingScope) {
  return useQuery({
    queryKey: taxRankingQueryKey(body, scope),
    queryFn: async ({ signal }) => ({ request: body!, municipalities: (await fetchTaxRanking(body!, scope, signal)).municipalities }),
    enabled: body !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}
