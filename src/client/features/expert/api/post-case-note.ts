import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseActionResponseSchema, caseNoteBodySchema } from '@shared/contract/expert';
import { apiRequest } from '@client/lib/api-client';
import { storeCaseAfterAction } from './case-action-cache';
import { casePath } from './get-case';

export type CaseNoteInput = { userId: number; taxYear: number; note: string };

/** POST /api/expert/cases/{userId}/{taxYear}/notes {note}: an internal note, never shown to the taxpayer. */
export function postCaseNote({ userId, taxYear, note }: CaseNoteInput) {
  return apiRequest(`${casePath(userId, taxYear)}/notes`, {
    method: 'POST',
    body: caseNoteBodySchema.parse({ note }),
    schema: caseActionResponseSchema,
  });
}

export function usePostCaseNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postCaseNote, onSuccess: (answer) => storeCaseAfterAction(queryClient, answer.case) });
}
