import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceResponseSchema, type Invoice } from '@shared/contract/subscription';
import type { SubscriptionPlanId } from '@shared/domain/subscription-plans';
import { apiRequest } from '@client/lib/api-client';
import { invoicesQueryKey } from './get-invoices';

export type CreateInvoiceInput = { taxYear: number; plan: SubscriptionPlanId };

/** POST /api/subscription/invoices: issues a QR-bill invoice for a plan (or answers the open one). */
export function postInvoice(input: CreateInvoiceInput) {
  return apiRequest('/api/subscription/invoices', { method: 'POST', body: input, schema: invoiceResponseSchema });
}

/** The new invoice joins the year's list at once; the list is then refetched from the server. */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInvoice,
    onSuccess: ({ invoice }, input) => {
      queryClient.setQueryData<Invoice[]>(invoicesQueryKey(input.taxYear), (current) =>
        current ? [invoice, ...current.filter((item) => item.id !== invoice.id)] : [invoice],
      );
      void queryClient.invalidateQueries({ queryKey: invoicesQueryKey(input.taxYear) });
    },
  });
}
