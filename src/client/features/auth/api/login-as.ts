import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { checkAuthQueryKey, signedInAs } from '@client/lib/api/check-auth';
import { rememberSignIn } from '@client/lib/local-storage-keys';

/** GET /api/debug/login-as/{id}: development only; 404 when the server has it switched off. */
export function fetchLoginAs(userId: number) {
  return apiRequest(`/api/debug/login-as/${encodeURIComponent(String(userId))}`, {
    schema: () => import('@shared/contract/auth').then((m) => m.loginAsResponseSchema),
    raiseSessionExpired: false,
  });
}

export function useLoginAs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchLoginAs,
    onSuccess: ({ user }) => {
      rememberSignIn(user.email);
      queryClient.setQueryData(checkAuthQueryKey, signedInAs(user));
    },
  });
}
