import { ERROR_CODES } from '@shared/contract/error-codes';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';
import { errorText } from '@client/lib/error-text';
import { i18n } from '@client/lib/i18n';

/** Request-code failure texts (spec part 1 §8): code + params in the person's language. */
export function requestCodeErrorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('login:errors.sendFailed');
  if (error.code === CLIENT_ERROR_CODES.network) return i18n.t('login:errors.connectFailed');
  if (error.code === ERROR_CODES.validation) return i18n.t('validation:emailInvalid');
  if (error.code === CLIENT_ERROR_CODES.unknown) return i18n.t('login:errors.sendFailed');
  return errorText(error);
}

/** The code on screen can no longer sign in (voided or expired): only a new one helps. */
export function needsNewCode(error: unknown): boolean {
  return isApiError(error) && (error.code === ERROR_CODES.codeVoided || error.code === ERROR_CODES.codeExpired);
}

/** Verify-code failure texts (spec part 1 §8): code + params in the person's language. */
export function verifyCodeErrorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('common:errors.INVALID_CODE');
  if (error.code === CLIENT_ERROR_CODES.network) return i18n.t('login:errors.connectFailed');
  if (error.code === ERROR_CODES.validation) return i18n.t('validation:codeInvalid');
  return errorText(error);
}
