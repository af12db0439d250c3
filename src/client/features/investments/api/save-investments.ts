import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveInvestmentsBodySchema, saveSectionResponseSchema, type InvestmentSettingsInput } from '@shared/contract/advanced-tax-info';
import { apiRequest } from '@client/lib/api-client';
import { advancedTaxInfoQueryKey } from '@client/lib/api/get-advanced-tax-info';

/** PUT /api/advanced-tax-info/investments: what the person holds, the accounts and depots listed, and the register's totals. */
export function putInvestments(taxYear: number, investments: InvestmentSettingsInput) {
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
    mutationFn: (investments: InvestmentSettingsInput) => putInvestments(taxYear, investments),
    onSuccess: ({ info }) => {
      queryClient.setQueryData(advancedTaxInfoQueryKey(taxYear), info);
    },
  });
}
