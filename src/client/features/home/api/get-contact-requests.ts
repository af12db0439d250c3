import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

/** GET /api/tax-pdf/contact-requests/{year}: the open 'please contact me' requests of the year. */
export const contactRequestsQueryKey = (taxYear: number) => ['/api/tax-pdf/contact-requests', { taxYear }] as const;

export function fetchContactRequests(taxYear: number) {
  return apiRequest(`/api/tax-pdf/contact-requests/${taxYear}`, { schema: () => import('@shared/contract/tax-pdf').then((m) => m.openContactRequestsResponseSchema) });
}

export function useContactRequests(taxYear: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: contactRequestsQueryKey(taxYear),
    queryFn: () => fetchContactRequests(taxYear),
    enabled: options.enabled,
    retry: retryUnlessClientError(1),
  });
}
