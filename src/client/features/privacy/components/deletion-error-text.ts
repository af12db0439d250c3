import { ERROR_CODES } from '@shared/contract/error-codes';
import { isApiError } from '@client/lib/api-client';
import { errorText } from '@client/lib/error-text';

/**
 * The text of a failed step of 'Delete my account': a wrong, expired or malformed code gets the
 * dialog's own words (`invalidCodeText`); anything else the shared text of its code and params,
 * so a rate limit says how many seconds to wait.
 */
export function deletionErrorText(error: unknown, invalidCodeText: string): string {
  if (isApiError(error) && (error.code === ERROR_CODES.invalidCode || error.code === ERROR_CODES.validation)) return invalidCodeText;
  return errorText(error);
}
