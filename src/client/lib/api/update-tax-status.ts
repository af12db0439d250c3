import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminTaxStatusBodySchema } from '@shared/contract/admin';
import { apiRequest } from '../api-client';
import { taxStatusQueryKeyRoot } from './get-tax-status';
import { userQueryKeyRoot } from './get-user';

export type UpdateTaxStatusInput = z.input<typeof adminTaxStatusBodySchema>;

/**
 * PATCH /api/user/tax-status {taxStatus, taxYear, userId?}: an admin sets any status of a year
 * (their own without `userId`). Used by the admin panel and the home debug panel; the server
 * decides and answers the year's tax-status record.
 */
export function patchTaxStatus(input: UpdateTaxStatusInput) {
  return apiRequest('/api/user/tax-status', { method: 'PATCH', body: input, schema: () => import('@shared/contract/tax-status').then((m) => m.taxStatusRecordSchema) });
}

/** Afterwards the user and tax-status data are refetched (spec part 2 §7). */
export function useUpdateTaxStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchTaxStatus,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: taxStatusQueryKeyRoot });
    },
  });
}
