import { LANGUAGES, type Language } from '@shared/domain/languages';
import { escapeHtml } from './escape-html';
import { FIRST_PAINT_NAMESPACES, serverText, type TextParams } from './server-texts';

// The words of the signed-in pages' first paints (platform/client-pages.ts): the client's own
// locale texts under the keys its components use (server-texts.ts holds them), so the HTML says
// what React then renders.

type FirstPaintNamespace = (typeof FIRST_PAINT_NAMESPACES)[number];
const isFirstPaintNamespace = (name: string): name is FirstPaintNamespace => (FIRST_PAINT_NAMESPACES as readonly string[]).includes(name);

/** The text `namespace:key` in `language` with `{{param}}` filled in; a missing key or parameter throws. */
export function firstPaintText(language: Language, reference: string, params: TextParams): string {
  const [namespace = '', key = ''] = reference.split(':', 2);
  if (!isFirstPaintNamespace(namespace)) throw new Error(`first paint: ${namespace} is not one of ${FIRST_PAINT_NAMESPACES.join(', ')}`);
  return serverText(language, namespace, key, params);
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
