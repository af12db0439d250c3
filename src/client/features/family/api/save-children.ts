import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveChildrenBodySchema, saveSectionResponseSchema, type ChildInfo } from '@shared/contract/advanced-tax-info';
import { apiRequest } from '@client/lib/api-client';
import { advancedTaxInfoQueryKey } from '@client/lib/api/get-advanced-tax-info';

/** PUT /api/advanced-tax-info/children: all children of one tax year at once (the list replaces the saved one). */
export function putChildren(taxYear: number, children: ChildInfo[]) {
  return apiRequest('/api/advanced-tax-info/children', {
    method: 'PUT',
    body: saveChildrenBodySchema.parse({ taxYear, children }),
    schema: saveSectionResponseSchema,
  });
}

/** Saves the section; the answer (the whole saved state) replaces the cached advanced info. */
export function useSaveChildren(taxYear: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (children: ChildInfo[]) => putChildren(taxYear, children),
    onSuccess: ({ info }) => {
      queryClient.setQueryData(advancedTaxInfoQueryKey(taxYear), info);
    },
  });
}
