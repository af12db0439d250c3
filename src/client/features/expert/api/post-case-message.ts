import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseActionResponseSchema, expertMessageBodySchema } from '@shared/contract/expert';
import { apiRequest } from '@client/lib/api-client';
import { storeCaseAfterAction } from './case-action-cache';
import { casePath } from './get-case';

export type CaseMessageInput = { userId: number; taxYear: number; message: string; documentsMissing: boolean };

/** POST /api/expert/cases/{userId}/{taxYear}/messages {message, documentsMissing}: a reply to the taxpayer. */
export function postCaseMessage({ userId, taxYear, message, documentsMissing }: CaseMessageInput) {
  return apiRequest(`${casePath(userId, taxYear)}/messages`, {
    method: 'POST',
    body: expertMessageBodySchema.parse({ message, documentsMissing }),
    schema: caseActionResponseSchema,
  });
}

export function usePostCaseMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postCaseMessage, onSuccess: (answer) => storeCaseAfterAction(queryClient, answer.case) });
}
