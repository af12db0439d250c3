import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@shared/contract/error-codes';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';

type AdminErrorKey =
  | 'errors.forbidden'
  | 'errors.userNotFound'
  | 'errors.taxYearNotOpen'
  | 'errors.validation'
  | 'errors.network'
  | 'errors.alreadySubscribed'
  | 'errors.statusFailed'
  | 'errors.resetFailed'
  | 'errors.unknown';

const KEY_BY_CODE: Record<string, AdminErrorKey> = {
  [ERROR_CODES.forbidden]: 'errors.forbidden',
  [ERROR_CODES.notFound]: 'errors.userNotFound',
  [ERROR_CODES.taxYearNotOpen]: 'errors.taxYearNotOpen',
  [ERROR_CODES.validation]: 'errors.validation',
  [ERROR_CODES.alreadySubscribed]: 'errors.alreadySubscribed',
  [CLIENT_ERROR_CODES.network]: 'errors.network',
};

/** Why an admin call failed, by the error's code (CONVENTIONS §2: never the English message). */
function adminErrorText(t: TFunction<'admin'>, error: unknown, fallback: AdminErrorKey): string {
  return t((isApiError(error) && KEY_BY_CODE[error.code]) || fallback);
}

/** Status tool failures; otherwise 'Failed to update tax status. Please try again.' */
export const statusErrorText = (t: TFunction<'admin'>, error: unknown) => adminErrorText(t, error, 'errors.statusFailed');

/** Reset failures: the server's reason when it gave one we know, otherwise 'Failed to reset user profile'. */
export const resetErrorText = (t: TFunction<'admin'>, error: unknown) => adminErrorText(t, error, 'errors.resetFailed');

/** Failures of the user tools (role, plan, invoice, eligibility). */
export const userActionErrorText = (t: TFunction<'admin'>, error: unknown) => adminErrorText(t, error, 'errors.unknown');
