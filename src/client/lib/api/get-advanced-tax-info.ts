import { useQuery } from '@tanstack/react-query';
import { advancedTaxInfoSchema } from '@shared/contract/advanced-tax-info';
import { apiRequest, retryUnlessClientError, withQuery } from '../api-client';

/**
 * GET /api/advanced-tax-info?taxYear=: every saved section of the advanced tax information and
 * whether the year is locked. The page and every section form read and refresh this one query
 * (each save answers the whole state, which replaces the cached data).
 */
export const advancedTaxInfoQueryKey = (taxYear: number) => ['/api/advanced-tax-info', { taxYear }] as const;
export const advancedTaxInfoQueryKeyRoot = ['/api/advanced-tax-info'] as const;

export function fetchAdvancedTaxInfo(taxYear: number) {
  return apiRequest(withQuery('/api/advanced-tax-info', { taxYear }), { schema: advancedTaxInfoSchema });
}

export function useAdvancedTaxInfo(taxYear: number) {
  return useQuery({
    queryKey: advancedTaxInfoQueryKey(taxYear),
    queryFn: () => fetchAdvancedTaxInfo(taxYear),
    retry: retryUnlessClientError(2),
  });
}
