import { useQuery } from '@tanstack/react-query';
import { taxTablesSliceSchema } from '@shared/contract/tax-calculator';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

export const taxTablesQueryKey = (taxYear: number, canton: string) => ['/api/tax-calculator/tables', { taxYear, canton }] as const;

/** GET /api/tax-calculator/tables/{taxYear}/{canton}: the year's ESTV tables cut down to one canton. */
export function fetchTaxTables(taxYear: number, canton: string, signal?: AbortSignal) {
  return apiRequest(`/api/tax-calculator/tables/${taxYear}/${encodeURIComponent(canton)}`, { schema: taxTablesSliceSchema, signal });
}

/** The tables of a year never change while the page is open; `taxYear` null asks nothing (no tables for it). */
export function useTaxTables(taxYear: number | null, canton: string | null) {
  return useQuery({
    queryKey: taxTablesQueryKey(taxYear ?? 0, canton ?? ''),
    queryFn: ({ signal }) => fetchTaxTables(taxYear!, canton!, signal),
    enabled: taxYear !== null && canton !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessClientError(2),
  });
}
