import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_TIMEOUT_MS } from '@shared/contract/upload-limits';
import { filesQueryKeyRoot } from './get-files';
import { taxStatusQueryKeyRoot } from './get-tax-status';
import { userQueryKeyRoot } from './get-user';
import { emit } from '../events';
import type { UploadProgress } from '../upload-request';

export type UploadFilesInput = {
  files: File[];
  /** SHA-256 hex of each file, in the same order. */
  hashes: string[];
  categoryId: number;
  taxYear: number;
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * POST /api/files/upload (spec part 1 §7): fields first (category, year, one `hashes[]` per
 * file), then the repeated `files` parts in the same order; 30 s time-out, progress events.
 */
export async function postUploadFiles({ files, hashes, categoryId, taxYear, onProgress }: UploadFilesInput) {
  // The XHR upload code loads when files are sent, not with the home page (issue 10).
  const { postMultipart } = await import('../upload-request');
  const form = new FormData();
  form.append('categoryId', String(categoryId));
  form.append('taxYear', String(taxYear));
  for (const hash of hashes) form.append('hashes[]', hash);
  for (const file of files) form.append('files', file, file.name);
  return postMultipart('/api/files/upload', form, { schema: () => import('@shared/contract/documents').then((m) => m.uploadResponseSchema), timeoutMs: UPLOAD_TIMEOUT_MS, onProgress });
}

/**
 * Uploads files. When the upload completed the four required documents and the server moved
 * the year to status 3 (§4.2), user, status and files are refetched and the 'advanced tax info
 * available' event fires. Otherwise the caller refetches the files once the success has shown.
 */
export function useUploadFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUploadFiles,
    onSuccess: (result, input) => {
      if (!result.statusAdvanced) return;
      void queryClient.invalidateQueries({ queryKey: userQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: taxStatusQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: filesQueryKeyRoot });
      emit('advancedTaxInfoAvailable', { taxYear: result.taxStatus.taxYear ?? input.taxYear, statusId: result.taxStatus.current_status_id });
    },
  });
}
