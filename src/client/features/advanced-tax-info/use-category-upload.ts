import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ERROR_CODES } from '@shared/contract/upload-limits';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';
import { filesQueryKeyRoot } from '@client/lib/api/get-files';
import { storageUsageQueryKeyRoot } from '@client/lib/api/get-storage-usage';
import { useUploadFiles } from '@client/lib/api/upload-files';
import { sha256Hex } from '@client/lib/sha256';
import { toast } from '@client/lib/toast';
import { UPLOAD_FLOW_CODES } from '@client/lib/upload-error-text';
import { ADVANCED_UPLOAD_EXTENSIONS, categoryFileProblem, uploadPercent } from './category-upload-checks';
import { categoryUploadErrorText } from './category-upload-error-text';
import { categoryUploadKey, getCategoryUpload, setCategoryUpload } from './category-upload-store';

/** A successful upload shows this long, then clears and the files are refetched (spec part 2 §4, §9). */
export const CATEGORY_UPLOAD_SUCCESS_MS = 2000;

/**
 * The advanced area's upload (spec part 2 §4, §5, §8): one file into one category. The browser
 * checks size and type first ('file too large' toast), computes the SHA-256, sends it through
 * the app's one upload call with progress, and reports the outcome in the category and a toast.
 */
export function useCategoryUpload(taxYear: number) {
  const { t } = useTranslation('advancedTaxInfo');
  const queryClient = useQueryClient();
  const uploadFiles = useUploadFiles();

  return async function upload(file: File, category: { id: number; name: string }): Promise<void> {
    const key = categoryUploadKey(taxYear, category.id);
    if (getCategoryUpload(key)?.status === 'uploading') return;

    const fail = (error: { code: string; message: string; params?: Record<string, unknown> }, progress = 0) => {
      setCategoryUpload(key, { status: 'error', fileName: file.name, progress, error });
      if (error.code === UPLOAD_ERROR_CODES.tooLarge) {
        toast({ title: t('upload.tooLargeTitle'), description: t('upload.tooLargeText'), variant: 'destructive' });
      } else {
        toast({ title: t('upload.failedTitle'), description: categoryUploadErrorText(t, error), variant: 'destructive' });
      }
    };

    const problem = categoryFileProblem(file);
    if (problem) {
      // The text names the types this upload takes, which are not those of the home upload.
      fail({ code: problem, message: '', params: { allowed: ADVANCED_UPLOAD_EXTENSIONS.join(', ') } });
      return;
    }

    setCategoryUpload(key, { status: 'uploading', fileName: file.name, progress: 0 });
    let hash: string;
    try {
      hash = await sha256Hex(file);
    } catch {
      fail({ code: UPLOAD_FLOW_CODES.hashUnavailable, message: '' });
      return;
    }

    let progress = 0;
    try {
      const result = await uploadFiles.mutateAsync({
        files: [file],
        hashes: [hash],
        categoryId: category.id,
        taxYear,
        onProgress: ({ loaded, total }) => {
          progress = uploadPercent(loaded, total);
          setCategoryUpload(key, { status: 'uploading', fileName: file.name, progress });
        },
      });
      const outcome = result.results[0];
      if (outcome?.status !== 'fulfilled') {
        fail(outcome ? outcome.reason : { code: UPLOAD_FLOW_CODES.missingResult, message: '' }, progress);
        return;
      }
    } catch (error) {
      fail(
        isApiError(error)
          ? { code: error.code, message: error.fromServer ? error.message : '', params: error.params }
          : { code: CLIENT_ERROR_CODES.unknown, message: '' },
        progress,
      );
      return;
    }

    setCategoryUpload(key, { status: 'success', fileName: file.name, progress: 100 });
    toast({ title: t('upload.successTitle'), description: t('upload.successText', { name: file.name, category: category.name }) });
    window.setTimeout(() => {
      if (getCategoryUpload(key)?.status === 'success') setCategoryUpload(key, null);
      void queryClient.invalidateQueries({ queryKey: filesQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: storageUsageQueryKeyRoot });
    }, CATEGORY_UPLOAD_SUCCESS_MS);
  };
}
