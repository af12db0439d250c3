import { useMutation } from '@tanstack/react-query';
import { deletionCodeResponseSchema } from '@shared/contract/privacy';
import { apiRequest } from '@client/lib/api-client';

/** POST /api/privacy/delete-account/request-code: e-mails the code that confirms the deletion. */
export function requestDeletionCode() {
  return apiRequest('/api/privacy/delete-account/request-code', { method: 'POST', body: {}, schema: deletionCodeResponseSchema });
}

export function useRequestDeletionCode() {
  return useMutation({ mutationFn: requestDeletionCode });
}
