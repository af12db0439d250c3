import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseActionResponseSchema } from '@shared/contract/expert';
import { apiRequest } from '@client/lib/api-client';
import { storeCaseAfterAction } from './case-action-cache';
import { casePath } from './get-case';

export type CompleteCaseInput = { userId: number; taxYear: number };

/** POST /api/expert/cases/{userId}/{taxYear}/complete: the return went to the tax authority, status 6. */
export function postCompleteCase({ userId, taxYear }: CompleteCaseInput) {
  return apiRequest(`${casePath(userId, taxYear)}/complete`, { method: 'POST', body: {}, schema: caseActionResponseSchema });
}

export function useCompleteCase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postCompleteCase, onSuccess: (answer) => storeCaseAfterAction(queryClient, answer.case) });
}
