/**
 * The Swiss social security number (AHV/AVS number, part 2 §5): 756.XXXX.XXXX.XX, 13 digits
 * starting with the country prefix 756, the last one an EAN-13 check digit. Checking the digit
 * catches every single mistyped digit, which a format check alone would let through.
 */
export const AHV_FORMAT = '756.XXXX.XXXX.XX';
export const AHV_ERROR = `Invalid format. Expected: ${AHV_FORMAT}`;
export const AHV_PLACEHOLDER = '756.1234.5678.97';

const AHV_PATTERN = /^756\.\d{4}\.\d{4}\.\d{2}$/;
const GROUPS = [3, 4, 4, 2] as const;

/** As-you-type formatting: digits only, at most 13, dots in front of each group that has begun. */
export function formatAhvAsTyped(input: string): string {
  const digits = input.replace(/\D+/g, '').slice(0, 13);
  const parts: string[] = [];
  let offset = 0;
  for (const size of GROUPS) {
    if (offset >= digits.length) break;
    parts.push(digits.slice(offset, offset + size));
    offset += size;
  }
  return parts.join('.');
}

/** EAN-13 check digit of the first 12 digits: weights 1 and 3 alternating from the left. */
export function ahvCheckDigit(first12Digits: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    sum += Number(first12Digits[i]) * (i % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

/** Valid = the dotted form with prefix 756 and a matching check digit (surrounding spaces ignored). */
export function isValidAhv(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (!AHV_PATTERN.test(trimmed)) return false;
  const digits = trimmed.replace(/\D+/g, '');
  return ahvCheckDigit(digits) === Number(digits[12]);
}

/** The spec's single message for both a wrong shape and a wrong check digit; null when valid. */
export function ahvError(value: string | null | undefined): string | null {
  return isValidAhv(value) ? null : AHV_ERROR;
}
