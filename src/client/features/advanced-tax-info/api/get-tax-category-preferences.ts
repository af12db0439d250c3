import { useQuery } from '@tanstack/react-query';
import { taxCategoryPreferencesSchema } from '@shared/contract/advanced-tax-info';
import { apiRequest, retryUnlessClientError, withQuery } from '@client/lib/api-client';

/**
 * GET /api/tax-category-preferences?taxYear=: per section whether it is on, whether the tax
 * profile switched it on (then it cannot be switched off) and what the person chose by hand.
 */
export const taxCategoryPreferencesQueryKey = (taxYear: number) => ['/api/tax-category-preferences', { taxYear }] as const;
export const taxCategoryPreferencesQueryKeyRoot = ['/api/tax-category-preferences'] as const;

export function fetchTaxCategoryPreferences(taxYear: number) {
  return apiRequest(withQuery('/api/tax-category-preferences', { taxYear }), { schema: taxCategoryPreferencesSchema });
}

export function useTaxCategoryPreferences(taxYear: number) {
  return useQuery({
    queryKey: taxCategoryPreferencesQueryKey(taxYear),
    queryFn: () => fetchTaxCategoryPreferences(taxYear),
    retry: retryUnlessClientError(2),
  });
}
