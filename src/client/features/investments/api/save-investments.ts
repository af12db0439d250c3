import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveInvestmentsBodySchema, saveSectionResponseSchema, type InvestmentSettings } from '@shared/contract/advanced-tax-info';
import { apiRequest } from '@client/lib/api-client';
import { advancedTaxInfoQueryKey } from '@client/lib/api/get-advanced-tax-info';

/** PUT /api/advanced-tax-info/investments: what the person holds and the totals of the securities register. */
export function putInvestments(taxYear: number, investments: InvestmentSettings) {
  return apiRequest('/api/advanced-tax-info/investments', {
    method: 'PUT',
    body: saveInvestmentsBodySchema.parse({ taxYear, investments }),
    schema: saveSectionResponseSchema,
  });
}

/** Saves the section; the answer (the whole saved state) replaces the cached advanced info. */
export function useSaveInvestments(taxYear: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (investments: InvestmentSettings) => putInvestments(taxYear, investments),
    onSuccess: ({ info }) => {
      queryClient.setQueryData(advancedTaxInfoQueryKey(taxYear), info);
    },
  });
}
