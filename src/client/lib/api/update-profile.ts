import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileUpdateBodySchema, profileUpdateResponseSchema, type ProfileUpdate } from '@shared/contract/user';
import { apiRequest } from '../api-client';
import { notificationsQueryKeyRoot } from './get-notifications';
import { taxStatusQueryKeyRoot } from './get-tax-status';
import { userQueryKeyRoot } from './get-user';

/** PUT /api/user/profile with the changed profile fields only. */
export function putProfile(update: ProfileUpdate) {
  return apiRequest('/api/user/profile', {
    method: 'PUT',
    body: profileUpdateBodySchema.parse(update),
    schema: profileUpdateResponseSchema,
  });
}

/** Saves the profile; every cached user takes the answer, dependent data is refetched. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueriesData({ queryKey: userQueryKeyRoot }, user);
      void queryClient.invalidateQueries({ queryKey: userQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: taxStatusQueryKeyRoot });
    },
  });
}
