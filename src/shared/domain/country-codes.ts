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

/**
 * What the phone field keeps while the person types: digits and one leading '+', so a number
 * pasted as '+41 79 123 45 67' can still be recognised as international when it is normalised.
 */
export function phoneAsTyped(input: string): string {
  const trimmed = input.trim();
  return `${trimmed.startsWith('+') ? '+' : ''}${phoneDigits(trimmed)}`;
}

/**
 * Countries whose national numbers start with a trunk '0' that is dropped after the country
 * code (079 … is +41 79 …). Italy keeps its leading 0 (+39 02 …); Liechtenstein, Luxembourg
 * and Spain have no trunk prefix.
 */
const TRUNK_ZERO_COUNTRY_CODES: ReadonlySet<string> = new Set(['+41', '+49', '+33', '+43', '+32']);

/**
 * The number as stored beside its country code: digits only, without the country code typed
 * again ('+41 79…' or '0041 79…' when +41 is chosen) and without the national trunk '0'
 * ('079 123 45 67' with +41 is '791234567'). One function for the form and the server, so
 * both store the same digits. A different country's prefix is left as typed (digits only).
 */
export function normalizePhone(input: string, countryCode: string): string {
  const typed = phoneAsTyped(input);
  const countryDigits = phoneDigits(countryCode);
  let digits = phoneDigits(typed);
  const international = typed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null && countryDigits !== '' && international.startsWith(countryDigits)) {
    digits = international.slice(countryDigits.length);
  }
  // Also '+41 (0)79 …': the bracketed trunk 0 some people write after the country code.
  if (TRUNK_ZERO_COUNTRY_CODES.has(countryCode) && digits.startsWith('0') && !digits.startsWith('00')) digits = digits.slice(1);
  return digits;
}
