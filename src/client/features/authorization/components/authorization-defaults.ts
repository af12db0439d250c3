import type { AuthorizationSettings } from '@shared/contract/advanced-tax-info';
import type { User } from '@shared/contract/user-answer';
import { formatAhvAsTyped } from '@shared/domain/ahv';
import { cantonBySlug } from '@shared/domain/cantons';
import { formatTaxIdAsTyped } from '@shared/domain/tax-id-formats';

/**
 * What the form shows: the saved settings, or (never saved) the canton, tax number and AHV
 * number from the profile with all three cards on. The consent is never taken over: the person
 * gives it here, for this tax year.
 */
export function authorizationFormDefaults(saved: AuthorizationSettings | null, user: User | undefined): AuthorizationSettings {
  if (saved) return saved;
  const canton = cantonBySlug(user?.cantonOfResidence)?.slug ?? null;
  return {
    taxAddressEnabled: true,
    ahvNumberEnabled: true,
    powerOfAttorneyEnabled: true,
    canton,
    tinNumber: canton && user?.taxAddress ? formatTaxIdAsTyped(user.taxAddress, canton) : '',
    ahvNumber: user?.ahvNumber ? formatAhvAsTyped(user.ahvNumber) : '',
    powerOfAttorneyAccepted: false,
  };
}
