import { useMutation, useQueryClient } from '@tanstack/react-query';
import { advancedTaxLockResponseSchema } from '@shared/contract/advanced-tax-info';
import { apiRequest } from '@client/lib/api-client';
import { advancedTaxInfoQueryKeyRoot } from '@client/lib/api/get-advanced-tax-info';
import { taxStatusQueryKey, taxStatusQueryKeyRoot } from '@client/lib/api/get-tax-status';
import { userQueryKeyRoot } from '@client/lib/api/get-user';
import { emit } from '@client/lib/events';
import { taxCategoryPreferencesQueryKeyRoot } from './get-tax-category-preferences';

/** POST /api/tax-status/advanced-tax-locked {locked: true, taxYear}: closes the year for good. */
export function postAdvancedTaxLock(taxYear: number) {
  return apiRequest('/api/tax-status/advanced-tax-locked', {
    method: 'POST',
    body: { locked: true, taxYear },
    schema: advancedTaxLockResponseSchema,
  });
}

/**
 * Finishes the advanced section (spec part 2 §4 'Advanced section lock'). On success the
 * status, user, advanced info and preferences are refetched and the 'enable transmit files'
 * event carries the year.
 */
export function useLockAdvancedTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAdvancedTaxLock,
    onSuccess: (result, taxYear) => {
      queryClient.setQueryData(taxStatusQueryKey(taxYear), result.taxStatus);
      void queryClient.invalidateQueries({ queryKey: taxStatusQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: userQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: advancedTaxInfoQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: taxCategoryPreferencesQueryKeyRoot });
      emit('enableTransmitFiles', { taxYear });
    },
  });
}
