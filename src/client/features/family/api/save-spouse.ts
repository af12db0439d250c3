import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSpouseBodySchema, saveSectionResponseSchema, type SpouseInfo } from '@shared/contract/advanced-tax-info';
import { apiRequest } from '@client/lib/api-client';
import { advancedTaxInfoQueryKey } from '@client/lib/api/get-advanced-tax-info';

/** PUT /api/advanced-tax-info/spouse: the spouse's personal details for one tax year. */
export function putSpouse(taxYear: number, spouse: SpouseInfo) {
  return apiRequest('/api/advanced-tax-info/spouse', {
    method: 'PUT',
    body: saveSpouseBodySchema.parse({ taxYear, spouse }),
    schema: saveSectionResponseSchema,
  });
}

/** Saves the section; the answer (the whole saved state) replaces the cached advanced info. */
export function useSaveSpouse(taxYear: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spouse: SpouseInfo) => putSpouse(taxYear, spouse),
    onSuccess: ({ info }) => {
      queryClient.setQueryData(advancedTaxInfoQueryKey(taxYear), info);
    },
  });
}
