import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One form of address per language, everywhere (client and server texts alike): German 'Sie',
 * French 'vous', Italian 'Lei', Swiss German 'Si'. The markers are the informal (and, for
 * Italian, the plural 'voi') pronouns and verb forms that have no other meaning. Verb forms
 * that are also a third person or a noun ('carica', 'paga', 'controlla', 'Verifica') cannot be
 * told apart by a pattern and are left to review; buttons use the infinitive ('Caricare').
 */
const dir = path.dirname(fileURLToPath(import.meta.url));

const MARKERS: Record<string, string[]> = {
  de: ['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines'],
  fr: ['tu', 'toi', 'te', 'ton', 'ta', 'tes', 't’', "t'"],
  it: [
    // tu
    'tu', 'ti', 'te', 'tuo', 'tua', 'tuoi', 'tue', 'hai', 'puoi', 'sei', 'vuoi', 'devi', 'potrai', 'dovrai', 'riceverai', 'verrai', 'sarai', 'avrai',
    'inserisci', 'scegli', 'accedi', 'apri', 'aggiungi', 'mantieni', 'proteggi', 'fornisci', 'segnalaci', 'scrivi', 'rispondi', 'deduci',
    // voi
    'voi', 'vostro', 'vostra', 'vostri', 'vostre', 'potete', 'siete', 'avete', 'scegliete', 'diteci', 'riprovate', 'tornate', 'compilate', 'possedete', 'ricevete', 'sostenete',
  ],
  gsw: [
    'du', 'dich', 'dir', 'din', 'dini', 'dis', 'dim', 'dinere', 'gib', 'lueg', 'chasch', 'häsch', 'hesch', 'bisch', 'muesch', 'wotsch', 'söllsch',
    'bruuchsch', 'gsehsch', 'machsch', 'mäld', 'füll', 'probier', 'wähl', 'installier',
  ],
};

// Canton codes in capitals ('Bellinzona TI') are not pronouns.
const CANTON_CODE = /(?<![\p{L}])[A-Z]{2}(?![\p{L}])/gu;

/** Words that look like a marker but are not one here; add a phrase with the reason. */
const ALLOWED: Record<string, RegExp[]> = {
  de: [CANTON_CODE],
  fr: [CANTON_CODE],
  // 'Sei' as the number six ('Sei passi').
  it: [CANTON_CODE, /(?<![\p{L}])sei (passi|mesi|anni|cifre)(?![\p{L}])/giu],
  gsw: [CANTON_CODE],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function markerPattern(words: string[]): RegExp {
  // Letters around a word end it (\b does not know 'ä' or '’').
  return new RegExp(`(?<![\\p{L}\\p{N}_])(${words.map(escape).join('|')})(?![\\p{L}\\p{N}_])`, 'iu');
}

function values(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => values(v, key ? `${key}.${k}` : k));
  return [];
}

function informalTexts(lang: string): string[] {
  const pattern = markerPattern(MARKERS[lang]!);
  const found: string[] = [];
  for (const file of readdirSync(path.join(dir, lang)).filter((f) => f.endsWith('.json'))) {
    const data: unknown = JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8'));
    for (const [key, text] of values(data)) {
      const checked = ALLOWED[lang]!.reduce((t, allowed) => t.replace(allowed, ' '), text.replace(/\{\{[^}]*\}\}/g, ' '));
      const match = pattern.exec(checked);
      if (match) found.push(`${lang}/${file}:${key} «${match[1]}» in: ${text}`);
    }
  }
  return found;
}

describe('form of address', () => {
  for (const lang of Object.keys(MARKERS)) {
    it(`${lang}: every text addresses the person formally`, () => {
      expect(informalTexts(lang)).toEqual([]);
    });
  }

  it('recognises the informal markers it is meant to catch, and only as words', () => {
    expect(markerPattern(MARKERS.it!).test('Inserisci il tuo codice')).toBe(true);
    expect(markerPattern(MARKERS.it!).test('Il vostro cantone')).toBe(true);
    expect(markerPattern(MARKERS.it!).test('Tutti i documenti, tutto qui, Sua dichiarazione')).toBe(false);
    expect(markerPattern(MARKERS.gsw!).test('Bitte gib de Code ii')).toBe(true);
    expect(markerPattern(MARKERS.gsw!).test('Dini Sitzig isch abgloffe')).toBe(true);
    expect(markerPattern(MARKERS.gsw!).test('Bitte gänd Si Ihri Adrässe ii')).toBe(false);
    expect(markerPattern(MARKERS.fr!).test('Année complète, étape terminée')).toBe(false);
    expect(markerPattern(MARKERS.fr!).test('Vérifie ta boîte, t’inscrire')).toBe(true);
    expect(markerPattern(MARKERS.de!).test('Bitte gib deine Adresse ein')).toBe(true);
  });
});
