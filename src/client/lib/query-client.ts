import { QueryClient } from '@tanstack/react-query';

/**
 * Defaults of spec part 1 §7: queries never go stale on their own, no refetch on focus, no
 * polling, no retries. Queries that need more (user, tax status, polls) say so themselves.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
