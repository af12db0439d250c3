import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { municipalitySearchResponseSchema } from '@shared/contract/tax-calculator';
import { apiRequest, retryUnlessClientError, withQuery } from '../api-client';

/**
 * GET /api/tax-calculator/municipalities?q=&taxYear= : municipalities of a year's tax tables by
 * name or postal code. The public calculator and the tax-efficiency page both use it, so it
 * lives here.
 */
export const municipalitySearchQueryKey = (q: string, taxYear: number) => ['/api/tax-calculator/municipalities', { q, taxYear }] as const;

export function fetchMunicipalities(q: string, taxYear: number, signal?: AbortSignal) {
  return apiRequest(withQuery('/api/tax-calculator/municipalities', { q, taxYear }), { schema: municipalitySearchResponseSchema, signal });
}

/** Asks once the (already debounced) text is not empty; the directory does not change while the page is open. */
export function useMunicipalitySearch(q: string, taxYear: number) {
  const query = q.trim();
  return useQuery({
    queryKey: municipalitySearchQueryKey(query, taxYear),
    queryFn: ({ signal }) => fetchMunicipalities(query, taxYear, signal),
    enabled: query.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}
