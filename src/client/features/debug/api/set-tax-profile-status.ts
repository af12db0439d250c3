import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { taxStatusQueryKeyRoot } from '@client/lib/api/get-tax-status';
import { userQueryKeyRoot } from '@client/lib/api/get-user';
import { debugTaxStatusQueryKeyRoot } from './get-debug-tax-status';

/** POST /api/tax-profile/set-status {status} (debug, admin only): sets or clears the admin's own 'tax profile complete' flag. */
export function postTaxProfileStatus(status: boolean) {
  return apiRequest('/api/tax-profile/set-status', { method: 'POST', body: { status }, schema: () => import('@shared/contract/admin').then((m) => m.debugTaxProfileStatusResponseSchema) });
}

export function useSetTaxProfileStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTaxProfileStatus,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: debugTaxStatusQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: userQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: taxStatusQueryKeyRoot });
    },
  });
}
