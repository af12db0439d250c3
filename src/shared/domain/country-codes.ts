/** Phone country codes offered on the profile (spec part 2 §9); +41 is the default. */
export const COUNTRY_CODES = [
  { code: '+41', country: 'CH' },
  { code: '+49', country: 'DE' },
  { code: '+33', country: 'FR' },
  { code: '+39', country: 'IT' },
  { code: '+43', country: 'AT' },
  { code: '+423', country: 'LI' },
  { code: '+32', country: 'BE' },
  { code: '+352', country: 'LU' },
  { code: '+34', country: 'ES' },
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number]['code'];
export const COUNTRY_CODE_VALUES = COUNTRY_CODES.map((c) => c.code) as [CountryCode, ...CountryCode[]];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+41';

/** The phone field keeps digits only (spec part 2 §5). */
export function phoneDigits(input: string): string {
  return input.replace(/\D+/g, '');
}
