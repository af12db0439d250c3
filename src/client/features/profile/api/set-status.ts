import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statusChangeResponseSchema, statusSetBodySchema } from '@shared/contract/tax-profile';
import { statusIdOf } from '@shared/domain/tax-status';
import { apiRequest } from '@client/lib/api-client';
import { notificationsQueryKeyRoot } from '@client/lib/api/get-notifications';
import { taxStatusQueryKeyRoot } from '@client/lib/api/get-tax-status';
import { userQueryKeyRoot } from '@client/lib/api/get-user';
import { emit } from '@client/lib/events';

/**
 * POST /api/status/set {statusId, taxYear} (spec part 2 §4, §7): asks the server for the status
 * step that completes the questionnaire (2, documents required). The server checks that the
 * answers are complete and sets isTaxProfileComplete in the same transaction.
 */
export function postSetStatus(body: { statusId: number; taxYear: number }) {
  return apiRequest('/api/status/set', {
    method: 'POST',
    body: statusSetBodySchema.parse(body),
    schema: statusChangeResponseSchema,
  });
}

export function useSetStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSetStatus,
    onSuccess: (result, body) => {
      void queryClient.invalidateQueries({ queryKey: userQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: taxStatusQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKeyRoot });
      emit('taxStatusUpdated', {
        taxYear: result.taxStatus.taxYear ?? body.taxYear,
        statusId: statusIdOf(result.taxStatus.status) ?? result.taxStatus.current_status_id,
      });
    },
  });
}
