import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveRealEstateBodySchema, saveSectionResponseSchema, type RealEstateSettings } from '@shared/contract/advanced-tax-info';
import { apiRequest } from '@client/lib/api-client';
import { advancedTaxInfoQueryKey } from '@client/lib/api/get-advanced-tax-info';

/** PUT /api/advanced-tax-info/real-estate: the properties and notes of one tax year. */
export function putRealEstate(taxYear: number, realEstate: RealEstateSettings) {
  return apiRequest('/api/advanced-tax-info/real-estate', {
    method: 'PUT',
    body: saveRealEstateBodySchema.parse({ taxYear, realEstate }),
    schema: saveSectionResponseSchema,
  });
}

/** Saves the section; the answer (the whole saved state) replaces the cached advanced info. */
export function useSaveRealEstate(taxYear: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (realEstate: RealEstateSettings) => putRealEstate(taxYear, realEstate),
    onSuccess: ({ info }) => {
      queryClient.setQueryData(advancedTaxInfoQueryKey(taxYear), info);
    },
  });
}
