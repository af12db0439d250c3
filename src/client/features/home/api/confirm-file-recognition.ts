import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmRecognitionBody } from '@shared/contract/document-recognition';
import { apiRequest, importContract } from '@client/lib/api-client';
import { advancedTaxInfoQueryKeyRoot } from '@client/lib/api/get-advanced-tax-info';
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

/**
 * The answer is the confirmed recognition: it replaces the cached one, so the line says 'confirmed' at once.
 * A confirmed e-tax statement also fills the investments section and may switch it on (issue 12):
 * the advanced info and the section toggles are read again when next shown.
 */
export function useConfirmRecognition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postConfirmRecognition,
    onSuccess: (recognition, { fileId }) => {
      queryClient.setQueryData(fileRecognitionQueryKey(fileId), recognition);
      if (recognition.kind !== 'ech0196') return;
      void queryClient.invalidateQueries({ queryKey: advancedTaxInfoQueryKeyRoot });
      // The advanced-tax-info feature's key (features do not import each other): the API path, as every query key.
      void queryClient.invalidateQueries({ queryKey: ['/api/tax-category-preferences'] });
    },
  });
}
