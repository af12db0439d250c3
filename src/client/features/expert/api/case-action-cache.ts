import type { QueryClient } from '@tanstack/react-query';
import type { CaseDetail } from '@shared/contract/expert';
import { caseQueueQueryKeyRoot } from './get-case-queue';
import { caseQueryKey } from './get-case';

/**
 * Every case action answers with the whole case: it replaces the cached case, and the queue
 * (counts, status, order) is fetched again when next shown.
 */
export function storeCaseAfterAction(queryClient: QueryClient, detail: CaseDetail): void {
  const key = caseQueryKey(detail.summary.userId, detail.summary.taxYear);
  queryClient.setQueryData(key, detail);
  void queryClient.invalidateQueries({
    queryKey: caseQueueQueryKeyRoot,
    predicate: (query) => {
      const params = query.queryKey[1] as { userId?: number } | undefined;
      return params?.userId === undefined;
    },
  });
}
