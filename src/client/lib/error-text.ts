import { ERROR_CODES, isErrorCode } from '@shared/contract/error-codes';
import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_MEGABYTES } from '@shared/contract/upload-limits';
import { CLIENT_ERROR_CODES, isApiError } from './api-client';
import { i18n } from './i18n';

/** Codes that failures in the browser get (no server answer); each has an `errors.<CODE>` text too. */
export const BROWSER_ERROR_CODES = [
  ...Object.values(CLIENT_ERROR_CODES),
  'REQUEST_TIMEOUT',
  'UPLOAD_TIMEOUT',
  'UPLOAD_ABORTED',
  'HASH_UNAVAILABLE',
  'MISSING_RESULT',
] as const;

/** An error as code + params: an ApiError, a refused file of an upload, or a check in the browser. */
export type CodedFailure = { code: string; params?: Record<string, unknown>; errorId?: string };

/**
 * Values a text needs when the failure came without them: the browser's own checks know the
 * code only. The server always sends its params.
 */
const DEFAULT_PARAMS: Partial<Record<string, Record<string, unknown>>> = {
  [ERROR_CODES.fileTooLarge]: { maxMegabytes: MAX_UPLOAD_MEGABYTES },
  [ERROR_CODES.unsupportedType]: { allowed: ACCEPTED_EXTENSIONS.join(', ') },
  [ERROR_CODES.rateLimited]: { seconds: 60 },
  [ERROR_CODES.overloaded]: { seconds: 5 },
  [ERROR_CODES.shuttingDown]: { seconds: 5 },
};

function isKnown(code: string): boolean {
  return isErrorCode(code) || (BROWSER_ERROR_CODES as readonly string[]).includes(code);
}

/** The text of a refused field: its reason from the `validation` texts, else the general one. */
function validationErrorText(params: Record<string, unknown>): string {
  const reason = typeof params['reason'] === 'string' ? params['reason'] : undefined;
  if (reason && reason !== 'invalid' && i18n.exists(reason, { ns: 'validation' })) return i18n.t(reason as never, { ns: 'validation' });
  return i18n.t('common:errors.VALIDATION_ERROR');
}

/**
 * What went wrong, in the person's language, from code + params (CONVENTIONS §2): never the
 * server's English message. An unknown code gets the general text naming the code; an
 * INTERNAL error names its error id so support can find the log line.
 */
export function failureText(failure: CodedFailure): string {
  const { code } = failure;
  const params = { ...DEFAULT_PARAMS[code], ...failure.params };
  if (code === ERROR_CODES.validation) return validationErrorText(params);
  if (code === ERROR_CODES.internal) {
    const text = i18n.t('common:errors.INTERNAL');
    return failure.errorId ? `${text} ${i18n.t('common:errors.errorId', { errorId: failure.errorId })}` : text;
  }
  if (!isKnown(code)) return i18n.t('common:errors.unknownCode', { code });
  return i18n.t(`common:errors.${code}` as never, params);
}

/** The text of any failed call (ApiError or not). */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('common:errors.UNKNOWN_ERROR');
  const seconds = error.retryAfter;
  const params = seconds === undefined ? error.params : { ...error.params, seconds };
  return failureText({ code: error.code, params, errorId: error.errorId });
}
