import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAuthorizationBodySchema, saveSectionResponseSchema, type AuthorizationSettings } from '@shared/contract/advanced-tax-info';
import { apiRequest } from '@client/lib/api-client';
import { advancedTaxInfoQueryKey } from '@client/lib/api/get-advanced-tax-info';

/** PUT /api/advanced-tax-info/authorization: tax number, AHV number and the power of attorney of one tax year. */
export function putAuthorization(taxYear: number, settings: AuthorizationSettings) {
  return apiRequest('/api/advanced-tax-info/authorization', {
    method: 'PUT',
    body: saveAuthorizationBodySchema.parse({ taxYear, settings }),
    schema: saveSectionResponseSchema,
  });
}

/** Saves the authorization settings; the answer (the whole saved state) replaces the cached advanced info. */
export function useSaveAuthorization(taxYear: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AuthorizationSettings) => putAuthorization(taxYear, settings),
    onSuccess: ({ info }) => {
      queryClient.setQueryData(advancedTaxInfoQueryKey(taxYear), info);
    },
  });
}
