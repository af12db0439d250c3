import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyCodeBodySchema, verifyCodeResponseSchema } from '@shared/contract/auth';
import { apiRequest } from '@client/lib/api-client';
import { checkAuthQueryKey, signedInAs } from '@client/lib/api/check-auth';
import { rememberSignIn } from '@client/lib/local-storage-keys';

export function postVerifyCode(input: { email: string; code: string }) {
  return apiRequest('/api/auth/verify-code', {
    method: 'POST',
    body: verifyCodeBodySchema.parse(input),
    schema: verifyCodeResponseSchema,
    raiseSessionExpired: false,
  });
}

/** On success the person is signed in: the saved address is kept for quick-restore. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postVerifyCode,
    onSuccess: ({ user }) => {
      rememberSignIn(user.email);
      queryClient.setQueryData(checkAuthQueryKey, signedInAs(user));
    },
  });
}
