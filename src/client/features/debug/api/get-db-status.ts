import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

export const dbStatusQueryKey = ['/api/debug/db-status'] as const;
/** Database status is polled every 10 s while the debug panel is open (spec part 1 §9). */
export const DB_STATUS_POLL_MS = 10_000;

/** GET /api/debug/db-status (admin only): the debug status of spec part 1 §3.11 plus pending migrations. */
export function fetchDbStatus() {
  return apiRequest('/api/debug/db-status', { schema: () => import('@shared/contract/admin').then((m) => m.dbStatusSchema), background: true });
}

export function useDbStatus(enabled: boolean) {
  return useQuery({
    queryKey: dbStatusQueryKey,
    queryFn: fetchDbStatus,
    enabled,
    refetchInterval: enabled ? DB_STATUS_POLL_MS : false,
    retry: retryUnlessClientError(1),
  });
}
