import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { contactRequestBodySchema, contactRequestResponseSchema } from '@shared/contract/tax-pdf';
import { apiRequest } from '@client/lib/api-client';
import { contactRequestsQueryKey } from './get-contact-requests';

export type ContactRequestInput = z.infer<typeof contactRequestBodySchema>;

/** POST /api/tax-pdf/contact-request {taxYear, contactMethod} (spec part 1 §3.8, §7). */
export function postContactRequest(input: ContactRequestInput) {
  return apiRequest('/api/tax-pdf/contact-request', { method: 'POST', body: contactRequestBodySchema.parse(input), schema: contactRequestResponseSchema });
}

/** Afterwards the year's open requests are read again, so the card shows the new one. */
export function useRequestContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postContactRequest,
    onSettled: (_result, _error, { taxYear }) => queryClient.invalidateQueries({ queryKey: contactRequestsQueryKey(taxYear) }),
  });
}
