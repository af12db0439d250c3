import { useQuery } from '@tanstack/react-query';
import { invoiceEligibilitySchema } from '@shared/contract/subscription';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

/** GET /api/subscription/invoice-eligible: whether this person may pay by invoice (spec part 2 §3). */
export const invoiceEligibilityQueryKey = ['/api/subscription/invoice-eligible'] as const;

export function fetchInvoiceEligibility() {
  return apiRequest('/api/subscription/invoice-eligible', { schema: invoiceEligibilitySchema });
}

/** Asked only where invoices can be issued at all (`enabled`). */
export function useInvoiceEligibility(options: { enabled: boolean }) {
  return useQuery({
    queryKey: invoiceEligibilityQueryKey,
    queryFn: fetchInvoiceEligibility,
    enabled: options.enabled,
    retry: retryUnlessClientError(2),
  });
}
