import { useQuery } from '@tanstack/react-query';
import { systemInfoSchema } from '@shared/contract/admin';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

export const systemInfoQueryKey = ['/api/admin/system'] as const;

/** GET /api/admin/system: environment, version (package.json) and build date. */
export function fetchSystemInfo() {
  return apiRequest('/api/admin/system', { schema: systemInfoSchema });
}

export function useSystemInfo() {
  return useQuery({ queryKey: systemInfoQueryKey, queryFn: fetchSystemInfo, staleTime: 5 * 60_000, retry: retryUnlessClientError(1) });
}
