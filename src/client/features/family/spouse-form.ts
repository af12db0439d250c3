import { z } from 'zod';
import { spouseInfoSchema, type SpouseInfo } from '@shared/contract/advanced-tax-info';

/** The spouse form holds what the person typed; the age is text until it is checked. */
export type SpouseFormValues = Omit<SpouseInfo, 'age'> & { age: string };

export function spouseFormValues(saved: SpouseInfo | null): SpouseFormValues {
  return {
    firstName: saved?.firstName ?? '',
    lastName: saved?.lastName ?? '',
    age: saved?.age === null || saved?.age === undefined ? '' : String(saved.age),
    occupation: saved?.occupation ?? '',
    ahvNumber: saved?.ahvNumber ?? '',
    taxId: saved?.taxId ?? '',
  };
}

/** Empty age = not given (null); anything but whole years becomes NaN, refused with `ageInvalid`. */
export function parseAge(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Form values -> the shared spouse schema, so the form and the server check the same rules. */
export const spouseFormSchema = z
  .custom<SpouseFormValues>()
  .transform((values): SpouseInfo => ({ ...values, age: parseAge(values.age) }))
  .pipe(spouseInfoSchema);
