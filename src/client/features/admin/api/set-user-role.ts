import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserResponseSchema } from '@shared/contract/admin';
import { apiRequest } from '@client/lib/api-client';
import { replaceAdminUser } from './replace-admin-user';

export type SetUserRoleInput = { userId: number; role: 'user' | 'expert' };

/** POST /api/admin/users/{id}/role {role}: make someone an expert or a plain user again. */
export function postUserRole({ userId, role }: SetUserRoleInput) {
  return apiRequest(`/api/admin/users/${userId}/role`, { method: 'POST', body: { role }, schema: adminUserResponseSchema });
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postUserRole, onSuccess: ({ user }) => replaceAdminUser(queryClient, user) });
}
