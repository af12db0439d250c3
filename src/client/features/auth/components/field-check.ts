import type { ZodType } from 'zod';

/**
 * Checks one field against the shared contract schema (the server checks the same again) and
 * returns the parsed value or the validation key of the first problem. zod is already part of
 * every page's first load (the API client), so this costs no extra download, unlike a form library.
 */
export function checkField<T>(schema: ZodType<T>, value: string): { value: T; error?: undefined } | { value?: undefined; error: string } {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message ?? 'invalid' };
}
