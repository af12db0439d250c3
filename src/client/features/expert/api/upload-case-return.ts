import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_TIMEOUT_MS } from '@shared/contract/upload-limits';
import { caseActionResponseSchema } from '@shared/contract/expert';
import { sha256Hex } from '@client/lib/sha256';
import { postMultipart, type UploadProgress } from '@client/lib/upload-request';
import { storeCaseAfterAction } from './case-action-cache';
import { casePath } from './get-case';

/** A finished return may be large; allow more than the usual document timeout. */
const RETURN_UPLOAD_TIMEOUT_MS = UPLOAD_TIMEOUT_MS * 4;

export type UploadCaseReturnInput = {
  userId: number;
  taxYear: number;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * POST /api/expert/cases/{userId}/{taxYear}/return (multipart `file` + `hash`, its SHA-256 in
 * hex): the finished tax return; the year moves to status 5, an earlier version is kept.
 */
export async function uploadCaseReturn({ userId, taxYear, file, onProgress }: UploadCaseReturnInput) {
  const hash = await sha256Hex(file);
  const form = new FormData();
  form.append('hash', hash);
  form.append('file', file, file.name);
  return postMultipart(`${casePath(userId, taxYear)}/return`, form, {
    schema: caseActionResponseSchema,
    timeoutMs: RETURN_UPLOAD_TIMEOUT_MS,
    onProgress,
  });
}

export function useUploadCaseReturn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadCaseReturn, onSuccess: (answer) => storeCaseAfterAction(queryClient, answer.case) });
}
