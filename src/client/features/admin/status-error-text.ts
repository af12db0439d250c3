import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@shared/contract/errors';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';

/** Why an admin call failed, by the error's code (CONVENTIONS §2: never the English message). */
export function statusErrorText(t: TFunction<'admin'>, error: unknown): string {
  const code = isApiError(error) ? error.code : '';
  switch (code) {
    case ERROR_CODES.forbidden:
      return t('errors.forbidden');
    case ERROR_CODES.notFound:
      return t('errors.userNotFound');
    case ERROR_CODES.taxYearNotOpen:
      return t('errors.taxYearNotOpen');
    case ERROR_CODES.validation:
      return t('errors.validation');
    case CLIENT_ERROR_CODES.network:
      return t('errors.network');
    default:
      return t('errors.statusFailed');
  }
}

/** Reset failures: the server's reason when it gave one we know, otherwise 'Failed to reset user profile'. */
export function resetErrorText(t: TFunction<'admin'>, error: unknown): string {
  const code = isApiError(error) ? error.code : '';
  switch (code) {
    case ERROR_CODES.forbidden:
      return t('errors.forbidden');
    case ERROR_CODES.notFound:
      return t('errors.userNotFound');
    case ERROR_CODES.validation:
      return t('errors.validation');
    case CLIENT_ERROR_CODES.network:
      return t('errors.network');
    default:
      return t('errors.resetFailed');
  }
}

/** Failures of the user tools (role, plan, invoice, eligibility). */
export function userActionErrorText(t: TFunction<'admin'>, error: unknown): string {
  const code = isApiError(error) ? error.code : '';
  switch (code) {
    case ERROR_CODES.forbidden:
      return t('errors.forbidden');
    case ERROR_CODES.notFound:
      return t('errors.userNotFound');
    case ERROR_CODES.alreadySubscribed:
      return t('errors.alreadySubscribed');
    case ERROR_CODES.taxYearNotOpen:
      return t('errors.taxYearNotOpen');
    case ERROR_CODES.validation:
      return t('errors.validation');
    case CLIENT_ERROR_CODES.network:
      return t('errors.network');
    default:
      return t('errors.unknown');
  }
}
