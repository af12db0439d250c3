import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGES } from '@shared/domain/languages';
import { VALIDATION_MESSAGES } from '@shared/contract/validation-messages';

const dir = path.dirname(fileURLToPath(import.meta.url));

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
function load(lang: string, ns: string) {
  return JSON.parse(readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
}

describe('locale files', () => {
  const namespaces = readdirSync(path.join(dir, 'de')).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', ''));

  it('exist for all five languages with the same namespaces', () => {
    for (const lang of ACTIVE_LANGUAGES) {
      expect(readdirSync(path.join(dir, lang)).filter((f) => f.endsWith('.json')).sort(), lang).toEqual(namespaces.map((n) => `${n}.json`).sort());
    }
  });

  it('carry exactly the same keys, none empty', () => {
    for (const ns of namespaces) {
      const reference = keys(load('de', ns)).sort();
      for (const lang of ACTIVE_LANGUAGES) {
        const data = load(lang, ns);
        expect(keys(data).sort(), `${lang}/${ns}`).toEqual(reference);
        for (const key of reference) {
          const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], data);
          expect(typeof value === 'string' && value.trim().length > 0, `${lang}/${ns}:${key}`).toBe(true);
        }
      }
    }
  });

  it('translate every validation message the shared schemas can produce', () => {
    for (const lang of ACTIVE_LANGUAGES) {
      const validation = load(lang, 'validation');
      for (const key of Object.keys(VALIDATION_MESSAGES)) expect(validation[key], `${lang}/validation:${key}`).toBeTruthy();
    }
  });
});
