import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDeductionsBodySchema, saveSectionResponseSchema, type DeductionSettings } from '@shared/contract/advanced-tax-info';
import { apiRequest } from '@client/lib/api-client';
import { advancedTaxInfoQueryKey } from '@client/lib/api/get-advanced-tax-info';

/** PUT /api/advanced-tax-info/deductions: one amount per deduction category that applies. */
export function putDeductions(taxYear: number, deductions: DeductionSettings) {
  return apiRequest('/api/advanced-tax-info/deductions', {
    method: 'PUT',
    body: saveDeductionsBodySchema.parse({ taxYear, deductions }),
    schema: saveSectionResponseSchema,
  });
}

/** Saves the section; the answer (the whole saved state) replaces the cached advanced info. */
export function useSaveDeductions(taxYear: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deductions: DeductionSettings) => putDeductions(taxYear, deductions),
    onSuccess: ({ info }) => {
      queryClient.setQueryData(advancedTaxInfoQueryKey(taxYear), info);
    },
  });
}
