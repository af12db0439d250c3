import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminUserResponseSchema, type adminSubscriptionBodySchema } from '@shared/contract/admin';
import { apiRequest } from '@client/lib/api-client';
import { replaceAdminUser } from './replace-admin-user';

export type AddSubscriptionInput = { userId: number } & z.input<typeof adminSubscriptionBodySchema>;

/**
 * POST /api/admin/users/{id}/subscriptions: grant a plan for a year (`paidBy: 'grant'`) or record
 * that an open invoice was paid (`paidBy: 'invoice'` with its id), which activates the plan.
 */
export function postSubscription({ userId, ...body }: AddSubscriptionInput) {
  return apiRequest(`/api/admin/users/${userId}/subscriptions`, { method: 'POST', body, schema: adminUserResponseSchema });
}

export function useAddSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postSubscription, onSuccess: ({ user }) => replaceAdminUser(queryClient, user) });
}
