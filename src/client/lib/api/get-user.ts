import { useQuery } from '@tanstack/react-query';
import type { User } from '@shared/contract/user-answer';
import { apiRequest, retryUnlessClientError, withQuery } from '../api-client';
import { useBackgroundPoll } from '../background-poll';

export const userQueryKey = (taxYear: number) => ['/api/user', { taxYear }] as const;
/** Prefix of every user query, for invalidation. */
export const userQueryKeyRoot = ['/api/user'] as const;

/** Home polls the user every 30 s (spec part 1 §7, §9). */
export const USER_POLL_MS = 30_000;

export function fetchUser(taxYear: number, options: { background?: boolean; raiseSessionExpired?: boolean } = {}): Promise<User> {
  return apiRequest(withQuery('/api/user', { taxYear }), {
    schema: () => import('@shared/contract/user-answer').then((m) => m.userSchema),
    background: options.background,
    raiseSessionExpired: options.raiseSessionExpired,
  });
}

export function useUser(taxYear: number, options: { poll?: boolean } = {}) {
  useBackgroundPoll(userQueryKey(taxYear), () => fetchUser(taxYear, { background: true }), USER_POLL_MS, options.poll === true);
  return useQuery({
    queryKey: userQueryKey(taxYear),
    queryFn: () => fetchUser(taxYear),
    staleTime: 30_000,
    retry: retryUnlessClientError(3),
  });
}
