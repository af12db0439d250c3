import { useMutation } from '@tanstack/react-query';
import { deleteAccountResponseSchema } from '@shared/contract/privacy';
import { apiRequest } from '@client/lib/api-client';

/** POST /api/privacy/delete-account {code}: deletes the account; answers what the law keeps. */
export function deleteAccount(code: string) {
  return apiRequest('/api/privacy/delete-account', { method: 'POST', body: { code }, schema: deleteAccountResponseSchema });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
