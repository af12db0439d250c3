import { ERROR_CODES } from '@shared/contract/errors';
import { UPLOAD_ERROR_CODES } from '@shared/contract/documents';
import { CLIENT_ERROR_CODES } from './api-client';
import { UPLOAD_CLIENT_ERROR_CODES } from './upload-request';

/** Codes an upload flow gives itself. */
export const UPLOAD_FLOW_CODES = {
  hashUnavailable: 'HASH_UNAVAILABLE',
  missingResult: 'MISSING_RESULT',
} as const;

/**
 * Why an upload failed, by code: the same reasons for every upload in the app (home and the
 * advanced area). Each feature keeps the texts under `upload.errors.<key>` of its namespace.
 */
const KEYS = {
  [UPLOAD_ERROR_CODES.tooLarge]: 'fileTooLarge',
  [UPLOAD_ERROR_CODES.unsupportedType]: 'unsupportedType',
  [UPLOAD_ERROR_CODES.empty]: 'emptyFile',
  [UPLOAD_ERROR_CODES.hashMismatch]: 'hashMismatch',
  [UPLOAD_ERROR_CODES.hashMissing]: 'hashMissing',
  [UPLOAD_ERROR_CODES.categoryInvalid]: 'categoryInvalid',
  [UPLOAD_ERROR_CODES.notAllowed]: 'notAllowed',
  [UPLOAD_ERROR_CODES.noFiles]: 'noFiles',
  [ERROR_CODES.taxYearNotOpen]: 'taxYearNotOpen',
  [ERROR_CODES.sessionExpired]: 'sessionExpired',
  [ERROR_CODES.rateLimited]: 'rateLimited',
  [ERROR_CODES.storageQuotaExceeded]: 'storageQuotaExceeded',
  [ERROR_CODES.malwareFound]: 'malwareFound',
  [ERROR_CODES.malwareScanUnavailable]: 'malwareScanUnavailable',
  [UPLOAD_CLIENT_ERROR_CODES.timeout]: 'timeout',
  [UPLOAD_CLIENT_ERROR_CODES.aborted]: 'aborted',
  [CLIENT_ERROR_CODES.network]: 'network',
  [CLIENT_ERROR_CODES.invalidResponse]: 'invalidResponse',
  [UPLOAD_FLOW_CODES.hashUnavailable]: 'hashUnavailable',
  [UPLOAD_FLOW_CODES.missingResult]: 'missingResult',
} as const;

/** The text keys every upload namespace carries under `upload.errors`. */
export type UploadErrorKey = (typeof KEYS)[keyof typeof KEYS] | 'unknown';

/**
 * Why an upload or a file was refused, in the interface language. The server's reasons are
 * English; known codes get their translation through `text`, anything else shows the server's
 * message (or the general 'upload failed' text without one).
 */
export function uploadErrorText(text: (key: UploadErrorKey) => string, error: { code: string; message: string }): string {
  const key = (KEYS as Record<string, UploadErrorKey>)[error.code];
  if (key) return text(key);
  return error.message || text('unknown');
}
