import { ERROR_CODES } from '@shared/contract/errors';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';

/** Request-code failure texts (spec part 1 §8). */
export function requestCodeErrorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('login:errors.sendFailed');
  if (error.code === CLIENT_ERROR_CODES.network) return i18n.t('login:errors.connectFailed');
  if (error.code === 'REQUEST_TIMEOUT') return i18n.t('login:errors.timeout');
  if (error.code === ERROR_CODES.validation) return i18n.t('validation:emailInvalid');
  if (error.fromServer && error.message) return error.message;
  return i18n.t('login:errors.sendFailed');
}

/** Verify-code failure texts (spec part 1 §8): the server's message, else 'Invalid verification code'. */
export function verifyCodeErrorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('login:errors.invalidCode');
  if (error.code === CLIENT_ERROR_CODES.network) return i18n.t('login:errors.connectFailed');
  if (error.code === ERROR_CODES.invalidCode) return i18n.t('login:errors.invalidCode');
  if (error.code === ERROR_CODES.validation) return i18n.t('validation:codeInvalid');
  if (error.fromServer && error.message) return error.message;
  return i18n.t('login:errors.invalidCode');
}
