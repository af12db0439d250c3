import { useQuery } from '@tanstack/react-query';
import { invoicesResponseSchema } from '@shared/contract/subscription';
import { apiRequest, retryUnlessClientError, withQuery } from '@client/lib/api-client';

/** GET /api/subscription/invoices?taxYear=: the person's plan invoices of one tax year. */
export const invoicesQueryKey = (taxYear: number) => ['/api/subscription/invoices', { taxYear }] as const;
export const invoicesQueryKeyRoot = ['/api/subscription/invoices'] as const;

export function fetchInvoices(taxYear: number) {
  return apiRequest(withQuery('/api/subscription/invoices', { taxYear }), { schema: invoicesResponseSchema });
}

export function useInvoices(taxYear: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: invoicesQueryKey(taxYear),
    queryFn: () => fetchInvoices(taxYear),
    enabled: options.enabled,
    staleTime: 30_000,
    retry: retryUnlessClientError(2),
  });
}
