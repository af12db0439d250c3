import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { caseQueueResponseSchema, type CaseQueueQuery } from '@shared/contract/expert';
import { apiRequest, retryUnlessClientError, withQuery } from '@client/lib/api-client';

/** Prefix of every queue query and of the case pages, for invalidation after an action. */
export const caseQueueQueryKeyRoot = ['/api/expert/cases'] as const;
export const caseQueueQueryKey = (query: CaseQueueQuery) => ['/api/expert/cases', query] as const;

/** GET /api/expert/cases?status=&taxYear=&canton=&q=&page=: one page of the queue. */
export function fetchCaseQueue(query: CaseQueueQuery, signal?: AbortSignal) {
  return apiRequest(
    withQuery('/api/expert/cases', { status: query.status, taxYear: query.taxYear, canton: query.canton, q: query.q, page: query.page }),
    { schema: caseQueueResponseSchema, signal },
  );
}

export function useCaseQueue(query: CaseQueueQuery) {
  return useQuery({
    queryKey: caseQueueQueryKey(query),
    queryFn: ({ signal }) => fetchCaseQueue(query, signal),
    // The table stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: retryUnlessClientError(2),
  });
}
