import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { checkAuthResponseSchema } from '@shared/contract/auth';
import { apiRequest } from '../api-client';
import { queryClient } from '../query-client';
import { useBackgroundPoll } from '../background-poll';
import { quickRestoreOnce } from './quick-restore';

export type AuthCheck = z.infer<typeof checkAuthResponseSchema>;

export const checkAuthQueryKey = ['/api/debug/check-auth'] as const;

/** Auth state re-check interval (spec part 1 §4.1, §9). */
export const AUTH_RECHECK_MS = 300_000;

export const SIGNED_OUT: AuthCheck = { success: true, isAuthenticated: false, userId: null, email: null };

export function signedInAs(user: { id: number; email: string }): AuthCheck {
  return { success: true, isAuthenticated: true, userId: user.id, email: user.email };
}

export function fetchCheckAuth(options: { background?: boolean } = {}): Promise<AuthCheck> {
  return apiRequest('/api/debug/check-auth', {
    schema: () => import('@shared/contract/auth').then((m) => m.checkAuthResponseSchema),
    background: options.background,
    raiseSessionExpired: false,
  });
}

/** First check of a page load: when signed out, a background quick-restore may sign in. */
async function loadAuthState(): Promise<AuthCheck> {
  const check = await fetchCheckAuth();
  if (check.isAuthenticated) return check;
  const restored = await quickRestoreOnce();
  return restored ? signedInAs(restored) : check;
}

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Re-checks the auth state every 5 minutes; mount once (the auth watcher does). */
export function useAuthRecheck(): void {
  useBackgroundPoll(checkAuthQueryKey, () => fetchCheckAuth({ background: true }), AUTH_RECHECK_MS);
}

const authStateQuery = { queryKey: checkAuthQueryKey, queryFn: loadAuthState };

/**
 * Asks for the auth state as soon as the app's code has run (main.tsx), while the first screen's
 * texts load, instead of when the first render mounts useCheckAuth: a signed-in page's data then
 * starts one round trip (and one render) earlier.
 */
export function prefetchAuthState(): void {
  void queryClient.prefetchQuery(authStateQuery);
}

export function useCheckAuth() {
  const query = useQuery(authStateQuery);
  const status: AuthStatus = query.data
    ? query.data.isAuthenticated
      ? 'authenticated'
      : 'unauthenticated'
    : query.isError
      ? 'unauthenticated'
      : 'loading';
  return { status, auth: query.data };
}
