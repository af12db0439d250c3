import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Refreshes a cached query every `intervalMs` with a fetcher that marks itself as a
 * background poll (header `x-background-poll: 1`), so polling never keeps a session alive.
 * Failures are left to the api client (a 401 raises 'session expired').
 */
export function useBackgroundPoll<T>(
  queryKey: QueryKey,
  fetchInBackground: () => Promise<T>,
  intervalMs: number,
  enabled = true,
): void {
  const queryClient = useQueryClient();
  const fetcher = useRef(fetchInBackground);
  useEffect(() => {
    fetcher.current = fetchInBackground;
  });
  const keyHash = JSON.stringify(queryKey);
  useEffect(() => {
    if (!enabled) return;
    const key = JSON.parse(keyHash) as QueryKey;
    const timer = window.setInterval(() => {
      queryClient.fetchQuery({ queryKey: key, queryFn: () => fetcher.current(), staleTime: 0 }).catch(() => undefined);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [queryClient, keyHash, intervalMs, enabled]);
}
