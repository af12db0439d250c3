import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@shared/contract/error-codes';
import type { CodedFailure } from '@client/lib/error-text';
import { uploadErrorText } from '@client/lib/upload-error-text';

/** Why an advanced upload failed, in the interface language (a locked year has its own reason). */
export function categoryUploadErrorText(t: TFunction<'advancedTaxInfo'>, error: CodedFailure): string {
  if (error.code === ERROR_CODES.sectionLocked) return t('upload.errors.sectionLocked');
  return uploadErrorText(error);
}
