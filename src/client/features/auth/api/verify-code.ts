import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, importContract } from '@client/lib/api-client';
import { checkAuthQueryKey, signedInAs } from '@client/lib/api/check-auth';
import { rememberSignIn } from '@client/lib/local-storage-keys';

export async function postVerifyCode(input: { email: string; code: string }) {
  // Loaded with the form's field check already (sign-in-rules.ts), so no extra wait here.
  const contract = await importContract(() => import('@shared/contract/auth'));
  return apiRequest('/api/auth/verify-code', {
    method: 'POST',
    body: contract.verifyCodeBodySchema.parse(input),
    schema: contract.verifyCodeResponseSchema,
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
