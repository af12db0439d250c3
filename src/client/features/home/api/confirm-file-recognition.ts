import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxStatementResult } from '@shared/contract/document-recognition';
import { apiRequest, importContract } from '@client/lib/api-client';
import { fileRecognitionQueryKey } from './get-file-recognition';

export type ConfirmRecognitionInput = { fileId: number; result: TaxStatementResult };

/** POST /api/files/{id}/recognition/confirm {result}: the figures as the taxpayer confirms or corrects them. */
export async function postConfirmRecognition({ fileId, result }: ConfirmRecognitionInput) {
  const contract = await importContract(() => import('@shared/contract/document-recognition'));
  return apiRequest(`/api/files/${fileId}/recognition/confirm`, {
    method: 'POST',
    body: contract.confirmRecognitionBodySchema.parse({ result }),
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
