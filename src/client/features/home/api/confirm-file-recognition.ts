import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmRecognitionBody } from '@shared/contract/document-recognition';
import { apiRequest, importContract } from '@client/lib/api-client';
import { fileRecognitionQueryKey } from './get-file-recognition';

/** A statement's figures (kind 'ech0196' or none) or a salary certificate's (kind 'salary-certificate'). */
export type ConfirmRecognitionInput = { fileId: number } & ConfirmRecognitionBody;

/** POST /api/files/{id}/recognition/confirm {result}: the figures as the taxpayer confirms or corrects them. */
export async function postConfirmRecognition({ fileId, ...body }: ConfirmRecognitionInput) {
  const contract = await importContract(() => import('@shared/contract/document-recognition'));
  return apiRequest(`/api/files/${fileId}/recognition/confirm`, {
    method: 'POST',
    body: contract.confirmRecognitionBodySchema.parse(body),
    schema: contract.recognitionResponseSchema,
  });
}

/** The answer is the confirmed recognition: it replaces the cached one, so the line says 'confirmed' at once. */
export function useConfirmRecognition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postConfirmRecognition,
    onSuccess: (recognition, { fileId }) => queryClient.setQueryData(fileRecognitionQueryKey(fileId), recognition),
  });
}
