import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_ERROR_CODES } from '@shared/contract/documents';
import { ALL_ERROR_CODES, ERROR_CODES, ERROR_PARAMS, isErrorCode } from '@shared/contract/errors';

const root = path.resolve(__dirname, '../../..');
const LANGUAGES = ['de', 'en', 'fr', 'gsw', 'it'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every code the server source names: through ERROR_CODES / UPLOAD_ERROR_CODES or as a literal. */
function codesNamedByTheServer(): Set<string> {
  const named = new Set<string>();
  const byName = (table: Record<string, string>, name: string) => table[name] ?? `${name} (no such name)`;
  for (const file of sourceFiles(path.join(root, 'src/server'))) {
    const source = readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/\bERROR_CODES\.(\w+)/g)) named.add(byName(ERROR_CODES, name!));
    for (const [, name] of source.matchAll(/\bUPLOAD_ERROR_CODES\.(\w+)/g)) named.add(byName(UPLOAD_ERROR_CODES, name!));
    for (const [, code] of source.matchAll(/\bAppError\(\s*'([A-Z_]+)'/g)) named.add(code!);
    for (const [, code] of source.matchAll(/\bcode:\s*'([A-Z_]+)'/g)) named.add(code!);
  }
  return named;
}

function errorTexts(language: string): Record<string, unknown> {
  const common = JSON.parse(readFileSync(path.join(root, 'src/client/locales', language, 'common.json'), 'utf8')) as { errors?: Record<string, unknown> };
  return common.errors ?? {};
}

describe('the one list of error codes', () => {
  it('holds every code the server can answer', () => {
    const named = [...codesNamedByTheServer()];
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('names each code once, and ERROR_CODES names every listed code', () => {
    expect(new Set(Object.values(ERROR_CODES)).size).toBe(Object.values(ERROR_CODES).length);
    expect([...Object.values(ERROR_CODES)].sort()).toEqual([...ALL_ERROR_CODES].sort());
  });

  it('has a text for every code in all five languages, using exactly the params of the code', () => {
    for (const language of LANGUAGES) {
      const texts = errorTexts(language);
      for (const code of ALL_ERROR_CODES) {
        const text = texts[code];
        expect(typeof text, `${language}: errors.${code}`).toBe('string');
        const used = [...(text as string).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
        const schema = ERROR_PARAMS[code];
        const known = 'shape' in schema ? Object.keys(schema.shape) : [];
        // A text may leave a param out (the wizard shows the missing fields itself), never use one the code lacks.
        expect(used.filter((name) => !known.includes(name!)), `${language}: errors.${code}`).toEqual([]);
      }
    }
  });

  it('types the params: a code with params refuses a body without them', () => {
    expect(ERROR_PARAMS.RATE_LIMITED.safeParse({ seconds: 58 }).success).toBe(true);
    expect(ERROR_PARAMS.RATE_LIMITED.safeParse({}).success).toBe(false);
    expect(ERROR_PARAMS.INVALID_FORMAT.safeParse({ field: 'taxAddress', expected: '123.456.789' }).success).toBe(true);
    expect(ERROR_PARAMS.TAX_PROFILE_INCOMPLETE.safeParse({ fields: ['maritalStatus', 'employmentType'] }).success).toBe(true);
  });
});
