import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';
import { filesQueryKeyRoot } from '@client/lib/api/get-files';
import { storageUsageQueryKeyRoot } from '@client/lib/api/get-storage-usage';
import { useUploadFiles } from '@client/lib/api/upload-files';
import { sha256Hex } from '@client/lib/sha256';
import { UPLOAD_FLOW_CODES } from '@client/lib/upload-error-text';
import { DEDUCTION_EXTENSIONS, deductionFileProblem } from './upload-rules';

export type RefusedFile = { fileName: string; error: { code: string; message: string; params?: Record<string, unknown> } };

export type DeductionUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; categoryId: number; fileCount: number; percent: number }
  | { phase: 'done'; categoryId: number; uploaded: string[]; refused: RefusedFile[] };

/**
 * Uploads receipts of one deduction category through the one upload call (lib/api/upload-files):
 * the browser's checks, SHA-256 of each file, one multipart request with progress; the server
 * checks content, size and hash again, encrypts and records the files (they show in the file
 * history too). The file list is refetched once something arrived.
 */
export function useDeductionUpload(taxYear: number) {
  const queryClient = useQueryClient();
  const uploadFiles = useUploadFiles();
  const [state, setState] = useState<DeductionUploadState>({ phase: 'idle' });

  async function upload(files: File[], categoryId: number): Promise<DeductionUploadState & { phase: 'done' }> {
    const refused: RefusedFile[] = [];
    const sending: File[] = [];
    for (const file of files) {
      const problem = deductionFileProblem(file);
      // The text names the types this upload takes, which are not those of the home upload.
      if (problem) refused.push({ fileName: file.name, error: { code: problem, message: '', params: { allowed: DEDUCTION_EXTENSIONS.join(', ') } } });
      else sending.push(file);
    }
    const uploaded: string[] = [];
    if (sending.length > 0) {
      setState({ phase: 'uploading', categoryId, fileCount: sending.length, percent: 0 });
      let hashes: string[] | null = null;
      try {
        hashes = await Promise.all(sending.map((file) => sha256Hex(file)));
      } catch {
        refused.push(...sending.map((file) => ({ fileName: file.name, error: { code: UPLOAD_FLOW_CODES.hashUnavailable, message: '' } })));
      }
      if (hashes) {
        try {
          const result = await uploadFiles.mutateAsync({
            files: sending,
            hashes,
            categoryId,
            taxYear,
            onProgress: ({ loaded, total }) =>
              setState({ phase: 'uploading', categoryId, fileCount: sending.length, percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0 }),
          });
          sending.forEach((file, i) => {
            const outcome = result.results[i];
            if (outcome?.status === 'fulfilled') uploaded.push(outcome.value.originalFileName || file.name);
            else refused.push({ fileName: file.name, error: outcome ? outcome.reason : { code: UPLOAD_FLOW_CODES.missingResult, message: '' } });
          });
        } catch (error) {
          const reason = isApiError(error) ? { code: error.code, message: error.message, params: error.params } : { code: CLIENT_ERROR_CODES.unknown, message: '' };
          refused.push(...sending.map((file) => ({ fileName: file.name, error: reason })));
        }
      }
    }
    if (uploaded.length > 0) {
      void queryClient.invalidateQueries({ queryKey: filesQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: storageUsageQueryKeyRoot });
    }
    const done = { phase: 'done' as const, categoryId, uploaded, refused };
    setState(done);
    return done;
  }

  return { state, upload, uploading: state.phase === 'uploading' };
}
