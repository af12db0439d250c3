import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserResponseSchema } from '@shared/contract/admin';
import { apiRequest } from '@client/lib/api-client';
import { replaceAdminUser } from './replace-admin-user';

export type SetInvoiceEligibilityInput = { userId: number; eligible: boolean };

/** POST /api/admin/users/{id}/invoice-eligibility {eligible}: may this person pay by invoice. */
export function postInvoiceEligibility({ userId, eligible }: SetInvoiceEligibilityInput) {
  return apiRequest(`/api/admin/users/${userId}/invoice-eligibility`, { method: 'POST', body: { eligible }, schema: adminUserResponseSchema });
}

export function useSetInvoiceEligibility() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postInvoiceEligibility, onSuccess: ({ user }) => replaceAdminUser(queryClient, user) });
}
