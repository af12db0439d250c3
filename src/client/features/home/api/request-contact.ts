import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactRequestBodySchema } from '@shared/contract/tax-pdf';
import { apiRequest, importContract } from '@client/lib/api-client';
import { contactRequestsQueryKey } from './get-contact-requests';

export type ContactRequestInput = z.infer<typeof contactRequestBodySchema>;

/** POST /api/tax-pdf/contact-request {taxYear, contactMethod} (spec part 1 §3.8, §7). */
export async function postContactRequest(input: ContactRequestInput) {
  const contract = await importContract(() => import('@shared/contract/tax-pdf'));
  return apiRequest('/api/tax-pdf/contact-request', { method: 'POST', body: contract.contactRequestBodySchema.parse(input), schema: contract.contactRequestResponseSchema });
}

/** Afterwards the year's open requests are read again, so the card shows the new one. */
export function useRequestContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postContactRequest,
    onSettled: (_result, _error, { taxYear }) => queryClient.invalidateQueries({ queryKey: contactRequestsQueryKey(taxYear) }),
  });
}
