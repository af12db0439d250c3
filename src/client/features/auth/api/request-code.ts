import { useMutation } from '@tanstack/react-query';
import { apiRequest, importContract } from '@client/lib/api-client';

/** POST /api/auth/request-code: `status: 'pending'` means the code is still being generated. */
export async function postRequestCode(email: string) {
  // Loaded with the form's field check already (sign-in-rules.ts), so no extra wait here.
  const contract = await importContract(() => import('@shared/contract/auth'));
  return apiRequest('/api/auth/request-code', {
    method: 'POST',
    body: contract.requestCodeBodySchema.parse({ email }),
    schema: contract.requestCodeResponseSchema,
    raiseSessionExpired: false,
  });
}

export function useRequestCode() {
  return useMutation({ mutationFn: postRequestCode });
}
