import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseActionResponseSchema } from '@shared/contract/expert';
import { apiRequest } from '@client/lib/api-client';
import { storeCaseAfterAction } from './case-action-cache';
import { casePath } from './get-case';

export type ResolveContactRequestInput = { userId: number; taxYear: number; requestId: number };

/** POST /api/expert/cases/{userId}/{taxYear}/contact-requests/{requestId}/resolve: marks a call-back request handled. */
export function postResolveContactRequest({ userId, taxYear, requestId }: ResolveContactRequestInput) {
  return apiRequest(`${casePath(userId, taxYear)}/contact-requests/${requestId}/resolve`, {
    method: 'POST',
    body: {},
    schema: caseActionResponseSchema,
  });
}

export function useResolveContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postResolveContactRequest, onSuccess: (answer) => storeCaseAfterAction(queryClient, answer.case) });
}
