import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@shared/contract/error-codes';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';
import { EMPTY_DOWNLOAD_CODE } from './api/download-tax-pdf';

/** What went wrong with a download, in the interface language (the toast adds the support hint). */
export function taxPdfErrorText(t: TFunction<'home'>, error: unknown): string {
  if (!isApiError(error)) return t('taxPdf.errors.unknown');
  switch (error.code) {
    case ERROR_CODES.taxReturnNotAvailable:
      return t('taxPdf.errors.notAvailable');
    case 'FILE_DAMAGED':
      return t('taxPdf.errors.damaged');
    case EMPTY_DOWNLOAD_CODE:
      return t('taxPdf.errors.empty');
    case CLIENT_ERROR_CODES.network:
      return t('taxPdf.errors.network');
    default:
      return t('taxPdf.errors.unknown');
  }
}
