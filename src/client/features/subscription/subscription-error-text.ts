import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@shared/contract/error-codes';
import { CLIENT_ERROR_CODES, isApiError } from '@client/lib/api-client';

const KNOWN = [
  ERROR_CODES.paymentNotConfigured,
  ERROR_CODES.alreadySubscribed,
  ERROR_CODES.paymentProviderFailed,
  ERROR_CODES.invoiceNotConfigured,
  ERROR_CODES.invoiceNotEligible,
  ERROR_CODES.rateLimited,
  CLIENT_ERROR_CODES.network,
] as const;
type KnownCode = (typeof KNOWN)[number];

/** Why buying failed, in the interface language, by the error's code (CONVENTIONS §2: never the English message). */
export function subscriptionErrorText(t: TFunction<'subscription'>, error: unknown): string {
  const code = isApiError(error) ? error.code : '';
  return (KNOWN as readonly string[]).includes(code) ? t(`errors.${code as KnownCode}`) : t('errors.unknown');
}
