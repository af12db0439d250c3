import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@shared/contract/error-codes';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';
import { fetchCheckAuth } from '@client/lib/api/check-auth';
import { filesQueryKeyRoot } from '@client/lib/api/get-files';
import { storageUsageQueryKeyRoot } from '@client/lib/api/get-storage-usage';
import { userQueryKey } from '@client/lib/api/get-user';
import { emit } from '@client/lib/events';
import { sha256Hex } from '@client/lib/sha256';
import { toast } from '@client/lib/toast';
import { UPLOAD_FLOW_CODES, uploadErrorText } from '@client/lib/upload-error-text';
import { useUploadFiles } from '@client/lib/api/upload-files';
import { clientFileProblem, perFileProgress } from './upload-checks';
import { addUploadItems, newUploadItemId, removeUploadItems, updateUploadItems, type UploadItem } from './upload-store';

/** A successful file shows its success this long before the list is refetched (spec part 1 §4.5, §9). */
export const UPLOAD_SUCCESS_DISPLAY_MS = 2000;

type Entry = { id: string; file: File };

/**
 * The upload flow of the to-do tab (spec part 1 §2.3, §5, §7, §8): session check first (the
 * login modal when it fails), the browser's own checks, SHA-256 of each file, one multipart
 * request with progress, the per-file outcome in the upload card, and one summary toast.
 */
export function useDocumentUpload(taxYear: number) {
  const { t } = useTranslation('home');
  const queryClient = useQueryClient();
  const uploadFiles = useUploadFiles();

  const markAll = (entries: Entry[], error: { code: string; message: string; params?: Record<string, unknown> }) =>
    updateUploadItems(new Map(entries.map((e) => [e.id, { status: 'error', error } satisfies Partial<UploadItem>])));

  return async function upload(files: File[], categoryId: number): Promise<void> {
    if (files.length === 0) return;

    const auth = await fetchCheckAuth().catch(() => null);
    if (!auth?.isAuthenticated || !queryClient.getQueryData(userQueryKey(taxYear))) {
      emit('sessionExpired', { path: '/api/files/upload' });
      return;
    }

    const entries = files.map((file) => ({ id: newUploadItemId(), file, problem: clientFileProblem(file) }));
    addUploadItems(
      entries.map((e) => ({
        id: e.id,
        fileName: e.file.name,
        size: e.file.size,
        progress: 0,
        status: e.problem ? 'error' : 'uploading',
        error: e.problem ? { code: e.problem, message: '' } : undefined,
      })),
    );
    const sending: Entry[] = entries.filter((e) => !e.problem);
    let failed = entries.length - sending.length;
    let succeeded = 0;
    let requestError: { code: string; message: string; params?: Record<string, unknown> } | null = null;
    const successIds: string[] = [];

    if (sending.length) {
      let hashes: string[] | null = null;
      try {
        hashes = await Promise.all(sending.map((e) => sha256Hex(e.file)));
        updateUploadItems(new Map(sending.map((e, i) => [e.id, { hash: hashes![i] }])));
      } catch {
        requestError = { code: UPLOAD_FLOW_CODES.hashUnavailable, message: '' };
        markAll(sending, requestError);
        failed += sending.length;
      }

      if (hashes) {
        const sizes = sending.map((e) => e.file.size);
        try {
          const result = await uploadFiles.mutateAsync({
            files: sending.map((e) => e.file),
            hashes,
            categoryId,
            taxYear,
            onProgress: ({ loaded, total }) => {
              const percents = perFileProgress(sizes, loaded, total);
              updateUploadItems(new Map(sending.map((e, i) => [e.id, { progress: percents[i] ?? 0 }])));
            },
          });
          const patches = new Map<string, Partial<UploadItem>>();
          sending.forEach((entry, i) => {
            const outcome = result.results[i];
            if (outcome?.status === 'fulfilled') {
              succeeded += 1;
              successIds.push(entry.id);
              patches.set(entry.id, { status: 'success', progress: 100, blobUrl: outcome.value.blobUrl });
            } else {
              failed += 1;
              patches.set(entry.id, {
                status: 'error',
                error: outcome ? outcome.reason : { code: UPLOAD_FLOW_CODES.missingResult, message: 'File not found in server response' },
              });
            }
          });
          updateUploadItems(patches);
        } catch (error) {
          requestError = isApiError(error)
            ? { code: error.code, message: error.message, params: error.params }
            : { code: CLIENT_ERROR_CODES.unknown, message: error instanceof Error ? error.message : '' };
          markAll(sending, requestError);
          failed += sending.length;
        }
      }
    }

    if (requestError?.code === ERROR_CODES.sessionExpired) {
      toast({ title: t('upload.toast.sessionExpiredTitle'), description: t('upload.errors.sessionExpired'), variant: 'destructive' });
    } else if (succeeded > 0 && failed === 0) {
      toast({ title: t('upload.toast.successTitle'), description: t('upload.toast.successText', { count: succeeded }) });
    } else if (succeeded > 0) {
      toast({ title: t('upload.toast.partialTitle'), description: t('upload.toast.partialText', { success: succeeded, failed }), variant: 'destructive' });
    } else {
      toast({
        title: t('upload.toast.failedTitle'),
        description: requestError ? `${uploadErrorText(requestError)} ${t('upload.toast.tryAgain')}` : t('upload.toast.tryAgain'),
        variant: 'destructive',
      });
    }

    if (successIds.length) {
      window.setTimeout(() => {
        removeUploadItems(successIds);
        void queryClient.invalidateQueries({ queryKey: filesQueryKeyRoot });
        void queryClient.invalidateQueries({ queryKey: storageUsageQueryKeyRoot });
      }, UPLOAD_SUCCESS_DISPLAY_MS);
    }
  };
}
