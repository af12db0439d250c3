// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client';
import { BROWSER_ERROR_CODES, errorText } from './error-text';
import { changeLanguage } from './i18n';

afterEach(() => vi.unstubAllGlobals());

async function failureOf(status: number, body: unknown, headers: Record<string, string> = {}): Promise<ApiError> {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));
  return apiRequest('/api/user', { schema: z.object({}) }).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: ApiError) => error,
  );
}

beforeAll(async () => {
  await changeLanguage('de');
});

describe('the text of a failed call', () => {
  it('comes from code and params in the person’s language, never from the English message', async () => {
    const limited = await failureOf(429, { message: 'Please wait 58 seconds before requesting a new code', code: 'RATE_LIMITED', params: { seconds: 58 } }, { 'retry-after': '58' });
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', params: { seconds: 58 }, retryAfter: 58 });
    expect(errorText(limited)).toBe('Bitte warten Sie 58 Sekunden und versuchen Sie es dann erneut.');

    const format = await failureOf(400, { message: 'Invalid format. Expected: 123.456.789', code: 'INVALID_FORMAT', params: { field: 'taxAddress', expected: '123.456.789' } });
    expect(errorText(format)).toBe('Ungültiges Format. Erwartet: 123.456.789');

    const overloaded = await failureOf(503, { message: 'The server is overloaded; please try again in a moment', code: 'OVERLOADED', params: { seconds: 7 } }, { 'retry-after': '7' });
    expect(errorText(overloaded)).toBe('Der Server ist gerade stark ausgelastet. Bitte versuchen Sie es in 7 Sekunden erneut.');
  });

  it('says which rule a field broke, from the validation reason', async () => {
    await changeLanguage('it');
    try {
      const refused = await failureOf(400, { message: 'Phone number is required', code: 'VALIDATION_ERROR', params: { field: 'phone', reason: 'phoneRequired' } });
      const italian = JSON.parse(readFileSync(path.resolve(__dirname, '../locales/it/validation.json'), 'utf8')) as Record<string, string>;
      expect(errorText(refused)).toBe(italian['phoneRequired']);
      const other = await failureOf(400, { message: 'Send exactly one PDF file', code: 'VALIDATION_ERROR', params: { reason: 'invalid' } });
      expect(errorText(other)).toBe('Alcune indicazioni non sono valide. La preghiamo di verificare i dati inseriti.');
    } finally {
      await changeLanguage('de');
    }
  });

  it('names the error id of an internal error and the code of one it does not know', async () => {
    const internal = await failureOf(500, { message: 'Internal error', code: 'INTERNAL', errorId: 'abc-123' });
    expect(errorText(internal)).toBe('Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut. (Fehler-ID: abc-123)');
    const unknown = await failureOf(409, { message: 'Something new', code: 'SOMETHING_NEW' });
    expect(errorText(unknown)).toBe('Etwas ist schiefgelaufen (Code SOMETHING_NEW). Bitte versuchen Sie es erneut.');
    expect(errorText(new Error('boom'))).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.');
  });

  it('has a text for every code the browser gives itself, in all five languages', () => {
    for (const language of ['de', 'en', 'fr', 'gsw', 'it']) {
      const common = JSON.parse(readFileSync(path.resolve(__dirname, `../locales/${language}/common.json`), 'utf8')) as { errors: Record<string, unknown> };
      for (const code of [...BROWSER_ERROR_CODES, 'errorId', 'unknownCode']) expect(typeof common.errors[code], `${language}: errors.${code}`).toBe('string');
    }
  });
});
