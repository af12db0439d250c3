import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, isApiError } from '@client/lib/api-client';
import { errorText } from '@client/lib/error-text';
import { i18n } from '@client/lib/i18n';
import { rememberManualLogout } from '@client/lib/local-storage-keys';
import { signOutLocally } from '@client/lib/sign-out-locally';
import { toast } from '@client/lib/toast';

export function postLogout() {
  return apiRequest('/api/auth/logout', { method: 'POST', schema: () => import('@shared/contract/auth').then((m) => m.logoutResponseSchema), raiseSessionExpired: false });
}

/**
 * Manual logout (spec part 1 §4.1): the server revokes the session; the client remembers the
 * manual logout, forgets the saved address, drops every cached answer and goes to /login.
 * A session that is already gone (401) counts as logged out.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await postLogout();
      } catch (error) {
        if (!(isApiError(error) && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      rememberManualLogout();
      signOutLocally(queryClient, navigate);
    },
    onError: (error) => {
      toast({
        title: i18n.t('header.logoutFailed'),
        description: errorText(error),
        variant: 'destructive',
      });
    },
  });
}
