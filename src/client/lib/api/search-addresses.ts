import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADDRESS_SEARCH_MIN_CHARS, addressSearchResponseSchema } from '@shared/contract/address';
import { apiRequest, retryUnlessClientError, withQuery } from '../api-client';

/**
 * GET /api/address/search?q= (spec part 2 §5): Swiss addresses for what the person typed,
 * from the server's offline directory (and a remote provider when configured). The wizard's
 * address step and the address demo both use it, so it lives here.
 */
export const addressSearchQueryKey = (q: string) => ['/api/address/search', { q }] as const;

export function fetchAddressSearch(q: string, signal?: AbortSignal) {
  return apiRequest(withQuery('/api/address/search', { q }), { schema: addressSearchResponseSchema, signal });
}

/** Searches once the (already debounced) text has at least 3 characters. */
export function useAddressSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: addressSearchQueryKey(query),
    queryFn: ({ signal }) => fetchAddressSearch(query, signal),
    enabled: query.length >= ADDRESS_SEARCH_MIN_CHARS,
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError(1),
    placeholderData: keepPreviousData,
  });
}
