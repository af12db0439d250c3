import { UPLOAD_ERROR_CODES } from '@shared/contract/upload-limits';
import { ERROR_CODES } from '@shared/contract/error-codes';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';
import { UPLOAD_CLIENT_ERROR_CODES } from '@client/lib/upload-request';

/** Text keys under `errors.` of the expert namespace, one per reason an expert action fails. */
export type CaseErrorKey =
  | 'forbidden'
  | 'wrongStatus'
  | 'validation'
  | 'notFound'
  | 'rateLimited'
  | 'network'
  | 'timeout'
  | 'fileTooLarge'
  | 'unsupportedType'
  | 'emptyFile'
  | 'hashMismatch'
  | 'hashMissing'
  | 'noFiles'
  | 'unknown';

const KEYS: Record<string, CaseErrorKey> = {
  [ERROR_CODES.forbidden]: 'forbidden',
  [ERROR_CODES.wrongStatus]: 'wrongStatus',
  [ERROR_CODES.statusTransitionNotAllowed]: 'wrongStatus',
  [ERROR_CODES.validation]: 'validation',
  [ERROR_CODES.notFound]: 'notFound',
  [ERROR_CODES.rateLimited]: 'rateLimited',
  [CLIENT_ERROR_CODES.network]: 'network',
  [UPLOAD_CLIENT_ERROR_CODES.timeout]: 'timeout',
  [UPLOAD_ERROR_CODES.tooLarge]: 'fileTooLarge',
  [UPLOAD_ERROR_CODES.unsupportedType]: 'unsupportedType',
  [UPLOAD_ERROR_CODES.empty]: 'emptyFile',
  [UPLOAD_ERROR_CODES.hashMismatch]: 'hashMismatch',
  [UPLOAD_ERROR_CODES.hashMissing]: 'hashMissing',
  [UPLOAD_ERROR_CODES.noFiles]: 'noFiles',
};

/** The translated reason's key for an error code; anything unknown reads 'unknown'. */
export function caseErrorKey(code: string | undefined): CaseErrorKey {
  return (code && KEYS[code]) || 'unknown';
}

/** The key for any thrown error: an ApiError by its code, anything else 'unknown'. */
export function caseErrorKeyOf(error: unknown): CaseErrorKey {
  return caseErrorKey(isApiError(error) ? error.code : undefined);
}
