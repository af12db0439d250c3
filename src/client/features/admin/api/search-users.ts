import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUsersResponseSchema } from '@shared/contract/admin';
import { apiRequest, retryUnlessClientError, withQuery } from '@client/lib/api-client';

export const adminUsersQueryKey = (q: string) => ['/api/admin/users', { q }] as const;
export const adminUsersQueryKeyRoot = ['/api/admin/users'] as const;

/** GET /api/admin/users?q= : users whose e-mail or name matches. */
export function fetchAdminUsers(q: string) {
  return apiRequest(withQuery('/api/admin/users', { q }), { schema: adminUsersResponseSchema });
}

/** Asked once a search was submitted (`q` is null before). */
export function useAdminUsers(q: string | null) {
  return useQuery({
    queryKey: adminUsersQueryKey(q ?? ''),
    queryFn: () => fetchAdminUsers(q ?? ''),
    enabled: q !== null,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError(1),
  });
}
