import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@shared/contract/errors';
import { UPLOAD_ERROR_CODES } from '@shared/contract/documents';
import { CLIENT_ERROR_CODES } from '@client/lib/api-client';
import { UPLOAD_CLIENT_ERROR_CODES } from '@client/lib/upload-request';

/** Codes the upload flow gives itself. */
export const UPLOAD_FLOW_CODES = {
  hashUnavailable: 'HASH_UNAVAILABLE',
  missingResult: 'MISSING_RESULT',
} as const;

const KEYS = {
  [UPLOAD_ERROR_CODES.tooLarge]: 'upload.errors.fileTooLarge',
  [UPLOAD_ERROR_CODES.unsupportedType]: 'upload.errors.unsupportedType',
  [UPLOAD_ERROR_CODES.empty]: 'upload.errors.emptyFile',
  [UPLOAD_ERROR_CODES.hashMismatch]: 'upload.errors.hashMismatch',
  [UPLOAD_ERROR_CODES.hashMissing]: 'upload.errors.hashMissing',
  [UPLOAD_ERROR_CODES.categoryInvalid]: 'upload.errors.categoryInvalid',
  [UPLOAD_ERROR_CODES.notAllowed]: 'upload.errors.notAllowed',
  [UPLOAD_ERROR_CODES.noFiles]: 'upload.errors.noFiles',
  [ERROR_CODES.taxYearNotOpen]: 'upload.errors.taxYearNotOpen',
  [ERROR_CODES.sessionExpired]: 'upload.errors.sessionExpired',
  [ERROR_CODES.rateLimited]: 'upload.errors.rateLimited',
  [UPLOAD_CLIENT_ERROR_CODES.timeout]: 'upload.errors.timeout',
  [UPLOAD_CLIENT_ERROR_CODES.aborted]: 'upload.errors.aborted',
  [CLIENT_ERROR_CODES.network]: 'upload.errors.network',
  [CLIENT_ERROR_CODES.invalidResponse]: 'upload.errors.invalidResponse',
  [UPLOAD_FLOW_CODES.hashUnavailable]: 'upload.errors.hashUnavailable',
  [UPLOAD_FLOW_CODES.missingResult]: 'upload.errors.missingResult',
} as const;

/**
 * Why an upload or a file was refused, in the interface language. The server's reasons are
 * English; known codes get their translation, anything else shows the server's message.
 */
export function uploadErrorText(t: TFunction<'home'>, error: { code: string; message: string }): string {
  const key = (KEYS as Record<string, (typeof KEYS)[keyof typeof KEYS]>)[error.code];
  if (key) return t(key);
  return error.message || t('upload.errors.unknown');
}
