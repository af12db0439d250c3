import type { ZodType } from 'zod';

/**
 * Checks one field against the shared contract schema (the server checks the same again) and
 * returns the parsed value or the validation key of the first problem. The schemas come with zod
 * on first use (sign-in-rules.ts), so the login page's first load carries neither, nor a form library.
 */
export function checkField<T>(schema: ZodType<T>, value: string): { value: T; error?: undefined } | { value?: undefined; error: string } {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message ?? 'invalid' };
}
