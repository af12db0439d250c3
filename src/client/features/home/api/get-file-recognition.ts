import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecognitionResponse } from '@shared/contract/document-recognition';
import { apiRequest, isApiError, retryUnlessClientError } from '@client/lib/api-client';

/**
 * GET /api/files/{id}/recognition: what the server read in an uploaded file (issue 12). The
 * to-do tab shows it under the bank documents right after the upload, so it lives in home.
 */
export const fileRecognitionQueryKey = (fileId: number) => [`/api/files/${fileId}/recognition`] as const;

/** How often a recognition still at work is asked again; it takes seconds on the server. */
export const RECOGNITION_POLL_MS = 1500;

/** `null`: the file has no recognition (404), e.g. a category the server does not read. */
export async function fetchFileRecognition(fileId: number): Promise<RecognitionResponse | null> {
  try {
    return await apiRequest(`/api/files/${fileId}/recognition`, {
      schema: () => import('@shared/contract/document-recognition').then((m) => m.recognitionResponseSchema),
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function isRecognitionAtWork(recognition: RecognitionResponse | null | undefined): boolean {
  return recognition?.status === 'pending' || recognition?.status === 'running';
}

/** Polled while the server is still reading; done, failed, absent and failed calls stop the polling. */
export function fileRecognitionQueryOptions(fileId: number) {
  return queryOptions({
    queryKey: fileRecognitionQueryKey(fileId),
    queryFn: () => fetchFileRecognition(fileId),
    retry: retryUnlessClientError(2),
    refetchInterval: (query) => (isRecognitionAtWork(query.state.data) && query.state.status === 'success' ? RECOGNITION_POLL_MS : false),
  });
}

export function useFileRecognition(fileId: number) {
  return useQuery(fileRecognitionQueryOptions(fileId));
}
