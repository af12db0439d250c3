import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@shared/contract/error-codes';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';

const KNOWN = [ERROR_CODES.noSubscription, ERROR_CODES.sectionNotLocked, ERROR_CODES.wrongStatus, ERROR_CODES.rateLimited, CLIENT_ERROR_CODES.network] as const;
type KnownCode = (typeof KNOWN)[number];

/**
 * Why a transmission failed (spec part 1 §8): the server's reason by its code in the interface
 * language, otherwise 'There was an error transmitting your files. Please try again.'
 */
export function transmitErrorText(t: TFunction<'home'>, error: unknown): string {
  const code = isApiError(error) ? error.code : '';
  return (KNOWN as readonly string[]).includes(code) ? t(`transmit.errors.${code as KnownCode}`) : t('transmit.failedText');
}
