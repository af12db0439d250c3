import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The app's one query client for the parts below it. It is not around the whole app: /login
 * shows without TanStack Query (issue 10), so the parts that need it provide it where they load
 * (the pages' data layout, the auth watcher, the sign-in card). Every provider hands out the same
 * client, so they all share one cache.
 */
export function AppQueryClientProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
