import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetProfileResponseSchema } from '@shared/contract/admin';
import { apiRequest } from '@client/lib/api-client';
import { taxStatusQueryKeyRoot } from '@client/lib/api/get-tax-status';
import { userQueryKeyRoot } from '@client/lib/api/get-user';

/** POST /api/admin/reset-profile {userId}: the user goes back to the first-time state; documents stay. */
export function postResetProfile(userId: number) {
  return apiRequest('/api/admin/reset-profile', { method: 'POST', body: { userId }, schema: resetProfileResponseSchema });
}

/** The admin may have reset their own profile: user and status data are refetched. */
export function useResetProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResetProfile,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: taxStatusQueryKeyRoot });
    },
  });
}
