import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/contract/user-answer';
import { apiRequest } from '@client/lib/api-client';
import { filesQueryKeyRoot } from '@client/lib/api/get-files';
import { notificationsQueryKeyRoot } from '@client/lib/api/get-notifications';
import { subscriptionStatusQueryKey } from '@client/lib/api/get-subscription-status';
import { taxStatusQueryKey, taxStatusQueryKeyRoot } from '@client/lib/api/get-tax-status';
import { userQueryKey, userQueryKeyRoot } from '@client/lib/api/get-user';
import { emit } from '@client/lib/events';

/**
 * POST /api/tax-year-status/transmit {taxYear} (spec part 1 §4.4, §7): hands the year to the
 * experts; the server moves it to status 4. Refused with WRONG_STATUS, SECTION_NOT_LOCKED (409)
 * or NO_SUBSCRIPTION (402).
 */
export function postTransmitTaxYear(input: { taxYear: number }) {
  return apiRequest('/api/tax-year-status/transmit', { method: 'POST', body: input, schema: () => import('@shared/contract/transmission').then((m) => m.transmitResponseSchema) });
}

/**
 * On success the new status shows at once (tax status and the user's status of that year) and
 * user, tax status, files and notifications are refetched. A refusal means the screen's data
 * was out of date: status and subscription of the year are refetched.
 */
export function useTransmitTaxYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTransmitTaxYear,
    onSuccess: (result, { taxYear }) => {
      queryClient.setQueryData(taxStatusQueryKey(taxYear), result.taxStatus);
      queryClient.setQueryData<User>(userQueryKey(taxYear), (user) => (user && user.taxYear === taxYear ? { ...user, taxStatus: result.taxStatus.status } : user));
      for (const queryKey of [userQueryKeyRoot, taxStatusQueryKeyRoot, filesQueryKeyRoot, notificationsQueryKeyRoot]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      emit('taxStatusUpdated', { taxYear, statusId: result.taxStatus.current_status_id });
    },
    onError: (_error, { taxYear }) => {
      void queryClient.invalidateQueries({ queryKey: taxStatusQueryKey(taxYear) });
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey(taxYear) });
    },
  });
}
