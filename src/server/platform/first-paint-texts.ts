import { LANGUAGES, type Language } from '@shared/domain/languages';
// The words of the signed-in pages' first paints (platform/client-pages.ts), from the client's own
// locale files under the keys its components use, so the HTML says what React then renders. Imported
// statically like server-texts.ts: the bundler and tsx include them, nothing is read at request time.
import deCommon from '../../client/locales/de/common.json' with { type: 'json' };
import enCommon from '../../client/locales/en/common.json' with { type: 'json' };
import frCommon from '../../client/locales/fr/common.json' with { type: 'json' };
import gswCommon from '../../client/locales/gsw/common.json' with { type: 'json' };
import itCommon from '../../client/locales/it/common.json' with { type: 'json' };
import deHome from '../../client/locales/de/home.json' with { type: 'json' };
import enHome from '../../client/locales/en/home.json' with { type: 'json' };
import frHome from '../../client/locales/fr/home.json' with { type: 'json' };
import gswHome from '../../client/locales/gsw/home.json' with { type: 'json' };
import itHome from '../../client/locales/it/home.json' with { type: 'json' };
import deProfile from '../../client/locales/de/profile.json' with { type: 'json' };
import enProfile from '../../client/locales/en/profile.json' with { type: 'json' };
import frProfile from '../../client/locales/fr/profile.json' with { type: 'json' };
import gswProfile from '../../client/locales/gsw/profile.json' with { type: 'json' };
import itProfile from '../../client/locales/it/profile.json' with { type: 'json' };

const resources: Record<Language, Record<string, unknown>> = {
  de: { common: deCommon, home: deHome, profile: deProfile },
  en: { common: enCommon, home: enHome, profile: enProfile },
  fr: { common: frCommon, home: frHome, profile: frProfile },
  gsw: { common: gswCommon, home: gswHome, profile: gswProfile },
  it: { common: itCommon, home: itHome, profile: itProfile },
};

export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The text `namespace:key` in `language` with `{{param}}` filled in; a missing key or parameter throws. */
export function firstPaintText(language: Language, reference: string, params: Record<string, string | number>): string {
  const [namespace = '', key = ''] = reference.split(':', 2);
  let value: unknown = resources[language][namespace];
  for (const part of key.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  if (typeof value !== 'string') throw new Error(`first paint: no text ${language}/${reference}`);
  const text = value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    if (!Object.hasOwn(params, name)) throw new Error(`first paint: text ${language}/${reference} needs {{${name}}}`);
    return String(params[name]);
  });
  return text;
}

/**
 * Fills a first-paint template's `[[namespace:key]]` references with the escaped texts of
 * `language` (`{{year}}` in them with `taxYear`), `[[taxYear]]` with the year, `[[language]]`
 * with the language's code and `[[languageName]]` with its name, as the header's language select
 * shows them.
 */
export function fillFirstPaint(markup: string, language: Language, taxYear: number): string {
  const languageName = LANGUAGES.find((l) => l.code === language)?.name ?? language;
  return markup.replace(/\[\[([\w.:]+)\]\]/g, (_match, reference: string) => {
    if (reference === 'taxYear') return escapeHtml(String(taxYear));
    if (reference === 'language') return escapeHtml(language);
    if (reference === 'languageName') return escapeHtml(languageName);
    return escapeHtml(firstPaintText(language, reference, { year: taxYear }));
  });
}
