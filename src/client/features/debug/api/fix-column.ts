import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { dbStatusQueryKey } from './get-db-status';

/** POST /api/debug/fix-column (admin only): applies pending migrations and lists what it applied. */
export function postFixColumn() {
  return apiRequest('/api/debug/fix-column', { method: 'POST', body: {}, schema: () => import('@shared/contract/admin').then((m) => m.fixColumnResponseSchema) });
}

export function useFixColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postFixColumn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: dbStatusQueryKey }),
  });
}
