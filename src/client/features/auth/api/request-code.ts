import { useMutation } from '@tanstack/react-query';
import { requestCodeBodySchema, requestCodeResponseSchema } from '@shared/contract/auth';
import { apiRequest } from '@client/lib/api-client';

/** POST /api/auth/request-code: `status: 'pending'` means the code is still being generated. */
export function postRequestCode(email: string) {
  return apiRequest('/api/auth/request-code', {
    method: 'POST',
    body: requestCodeBodySchema.parse({ email }),
    schema: requestCodeResponseSchema,
    raiseSessionExpired: false,
  });
}

export function useRequestCode() {
  return useMutation({ mutationFn: postRequestCode });
}
