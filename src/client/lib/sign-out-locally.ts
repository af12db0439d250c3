import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { SIGNED_OUT, checkAuthQueryKey } from './api/check-auth';

/**
 * Leaves for /login (or another public page, with navigation state) first and only then drops
 * every cached answer, so no signed-in screen is still mounted (and refetching with a dead
 * session) when the cache empties.
 */
export function signOutLocally(queryClient: QueryClient, navigate: NavigateFunction, target: { to: string; state?: unknown } = { to: '/login' }): void {
  void Promise.resolve(navigate(target.to, { replace: true, state: target.state })).then(() => {
    window.setTimeout(() => {
      queryClient.clear();
      queryClient.setQueryData(checkAuthQueryKey, SIGNED_OUT);
    }, 0);
  });
}
