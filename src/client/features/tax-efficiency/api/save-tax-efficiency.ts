import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taxEfficiencyFiguresSchema, taxEfficiencyResponseSchema, type TaxEfficiencyFigures } from '@shared/contract/tax-efficiency';
import { apiRequest } from '@client/lib/api-client';
import { taxEfficiencyPath, taxEfficiencyQueryKey } from './get-tax-efficiency';

/** PUT /api/tax-efficiency/{taxYear}: stores the figures and answers the analysis the server makes of them. */
export function putTaxEfficiency(taxYear: number, figures: TaxEfficiencyFigures) {
  return apiRequest(taxEfficiencyPath(taxYear), {
    method: 'PUT',
    body: taxEfficiencyFiguresSchema.parse(figures),
    schema: taxEfficiencyResponseSchema,
  });
}

/**
 * Saves the figures; the answer replaces the cached page data, so coming back to the page (or
 * to the year) shows what was saved last. The form itself is not reset from it.
 */
export function useSaveTaxEfficiency(taxYear: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (figures: TaxEfficiencyFigures) => putTaxEfficiency(taxYear, figures),
    onSuccess: (saved) => {
      queryClient.setQueryData(taxEfficiencyQueryKey(taxYear), saved);
    },
  });
}
