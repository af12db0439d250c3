import { ERROR_CODES } from '@shared/contract/errors';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';

/** Request-code failure texts (spec part 1 §8). */
export function requestCodeErrorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('login:errors.sendFailed');
  if (error.code === CLIENT_ERROR_CODES.network) return i18n.t('login:errors.connectFailed');
  if (error.code === 'REQUEST_TIMEOUT') return i18n.t('login:errors.timeout');
  if (error.code === ERROR_CODES.validation) return i18n.t('validation:emailInvalid');
  if (error.code === ERROR_CODES.rateLimited) return i18n.t('login:errors.rateLimited');
  if (error.fromServer && error.message) return error.message;
  return i18n.t('login:errors.sendFailed');
}

/** The code on screen can no longer sign in (voided or expired): only a new one helps. */
export function needsNewCode(error: unknown): boolean {
  return isApiError(error) && (error.code === ERROR_CODES.codeVoided || error.code === ERROR_CODES.codeExpired);
}

/** Verify-code failure texts (spec part 1 §8): the server's message, else 'Invalid verification code'. */
export function verifyCodeErrorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('login:errors.invalidCode');
  if (error.code === CLIENT_ERROR_CODES.network) return i18n.t('login:errors.connectFailed');
  if (error.code === ERROR_CODES.invalidCode) return i18n.t('login:errors.invalidCode');
  if (error.code === ERROR_CODES.validation) return i18n.t('validation:codeInvalid');
  if (error.code === ERROR_CODES.codeVoided) return i18n.t('login:errors.codeVoided');
  if (error.code === ERROR_CODES.codeExpired) return i18n.t('login:errors.codeExpired');
  if (error.code === ERROR_CODES.rateLimited) return i18n.t('login:errors.rateLimited');
  if (error.fromServer && error.message) return error.message;
  return i18n.t('login:errors.invalidCode');
}
