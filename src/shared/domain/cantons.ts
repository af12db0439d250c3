/**
 * The 26 Swiss cantons (spec part 2 §2 'Canton overview', §3 'Canton'). The profile stores a
 * canton by its slug (the lowercase ASCII form of the German name, issue 3), tax-ID formats and
 * coats of arms are keyed by the two-letter code. Listed in the federal constitution's order.
 */
import type { Language } from './languages';

export type CantonNames = Record<Language, string>;

export const CANTONS = [
  { code: 'ZH', slug: 'zuerich', names: { de: 'Zürich', fr: 'Zurich', it: 'Zurigo', en: 'Zurich', gsw: 'Züri' } },
  { code: 'BE', slug: 'bern', names: { de: 'Bern', fr: 'Berne', it: 'Berna', en: 'Bern', gsw: 'Bärn' } },
  { code: 'LU', slug: 'luzern', names: { de: 'Luzern', fr: 'Lucerne', it: 'Lucerna', en: 'Lucerne', gsw: 'Lozärn' } },
  { code: 'UR', slug: 'uri', names: { de: 'Uri', fr: 'Uri', it: 'Uri', en: 'Uri', gsw: 'Uri' } },
  { code: 'SZ', slug: 'schwyz', names: { de: 'Schwyz', fr: 'Schwytz', it: 'Svitto', en: 'Schwyz', gsw: 'Schwyz' } },
  { code: 'OW', slug: 'obwalden', names: { de: 'Obwalden', fr: 'Obwald', it: 'Obvaldo', en: 'Obwalden', gsw: 'Obwalde' } },
  { code: 'NW', slug: 'nidwalden', names: { de: 'Nidwalden', fr: 'Nidwald', it: 'Nidvaldo', en: 'Nidwalden', gsw: 'Nidwalde' } },
  { code: 'GL', slug: 'glarus', names: { de: 'Glarus', fr: 'Glaris', it: 'Glarona', en: 'Glarus', gsw: 'Glarus' } },
  { code: 'ZG', slug: 'zug', names: { de: 'Zug', fr: 'Zoug', it: 'Zugo', en: 'Zug', gsw: 'Zug' } },
  { code: 'FR', slug: 'freiburg', names: { de: 'Freiburg', fr: 'Fribourg', it: 'Friburgo', en: 'Fribourg', gsw: 'Friburg' } },
  { code: 'SO', slug: 'solothurn', names: { de: 'Solothurn', fr: 'Soleure', it: 'Soletta', en: 'Solothurn', gsw: 'Soledurn' } },
  { code: 'BS', slug: 'basel-stadt', names: { de: 'Basel-Stadt', fr: 'Bâle-Ville', it: 'Basilea Città', en: 'Basel-Stadt', gsw: 'Basel-Stadt' } },
  { code: 'BL', slug: 'basel-landschaft', names: { de: 'Basel-Landschaft', fr: 'Bâle-Campagne', it: 'Basilea Campagna', en: 'Basel-Landschaft', gsw: 'Baselbiet' } },
  { code: 'SH', slug: 'schaffhausen', names: { de: 'Schaffhausen', fr: 'Schaffhouse', it: 'Sciaffusa', en: 'Schaffhausen', gsw: 'Schaffhuuse' } },
  { code: 'AR', slug: 'appenzell-ausserrhoden', names: { de: 'Appenzell Ausserrhoden', fr: 'Appenzell Rhodes-Extérieures', it: 'Appenzello Esterno', en: 'Appenzell Ausserrhoden', gsw: 'Appezäll Ussrhode' } },
  { code: 'AI', slug: 'appenzell-innerrhoden', names: { de: 'Appenzell Innerrhoden', fr: 'Appenzell Rhodes-Intérieures', it: 'Appenzello Interno', en: 'Appenzell Innerrhoden', gsw: 'Appezäll Innerrhode' } },
  { code: 'SG', slug: 'st-gallen', names: { de: 'St. Gallen', fr: 'Saint-Gall', it: 'San Gallo', en: 'St. Gallen', gsw: 'Sanggale' } },
  { code: 'GR', slug: 'graubuenden', names: { de: 'Graubünden', fr: 'Grisons', it: 'Grigioni', en: 'Grisons', gsw: 'Graubünde' } },
  { code: 'AG', slug: 'aargau', names: { de: 'Aargau', fr: 'Argovie', it: 'Argovia', en: 'Aargau', gsw: 'Aargau' } },
  { code: 'TG', slug: 'thurgau', names: { de: 'Thurgau', fr: 'Thurgovie', it: 'Turgovia', en: 'Thurgau', gsw: 'Thurgau' } },
  { code: 'TI', slug: 'tessin', names: { de: 'Tessin', fr: 'Tessin', it: 'Ticino', en: 'Ticino', gsw: 'Tessin' } },
  { code: 'VD', slug: 'waadt', names: { de: 'Waadt', fr: 'Vaud', it: 'Vaud', en: 'Vaud', gsw: 'Waadt' } },
  { code: 'VS', slug: 'wallis', names: { de: 'Wallis', fr: 'Valais', it: 'Vallese', en: 'Valais', gsw: 'Wallis' } },
  { code: 'NE', slug: 'neuenburg', names: { de: 'Neuenburg', fr: 'Neuchâtel', it: 'Neuchâtel', en: 'Neuchâtel', gsw: 'Nüeburg' } },
  { code: 'GE', slug: 'genf', names: { de: 'Genf', fr: 'Genève', it: 'Ginevra', en: 'Geneva', gsw: 'Gänf' } },
  { code: 'JU', slug: 'jura', names: { de: 'Jura', fr: 'Jura', it: 'Giura', en: 'Jura', gsw: 'Jura' } },
] as const satisfies readonly { code: string; slug: string; names: CantonNames }[];

export type Canton = (typeof CANTONS)[number];
export type CantonCode = Canton['code'];
export type CantonSlug = Canton['slug'];

/** Non-empty tuples so zod can build enums from them (`z.enum(CANTON_SLUGS)`). */
export const CANTON_SLUGS = CANTONS.map((c) => c.slug) as unknown as readonly [CantonSlug, ...CantonSlug[]];
export const CANTON_CODES = CANTONS.map((c) => c.code) as unknown as readonly [CantonCode, ...CantonCode[]];

export function cantonBySlug(slug: string | null | undefined): Canton | undefined {
  if (!slug) return undefined;
  const wanted = slug.trim().toLowerCase();
  return CANTONS.find((c) => c.slug === wanted);
}

/** Codes are matched case-insensitively: image file names use the lowercase form. */
export function cantonByCode(code: string | null | undefined): Canton | undefined {
  if (!code) return undefined;
  const wanted = code.trim().toUpperCase();
  return CANTONS.find((c) => c.code === wanted);
}

/** Either form, so callers holding a profile value (slug) or a tax-ID key (code) need not care. */
export function cantonByCodeOrSlug(value: string | null | undefined): Canton | undefined {
  return cantonByCode(value) ?? cantonBySlug(value);
}

export function cantonName(canton: Canton, language: Language): string {
  return canton.names[language];
}

/** Swiss German has no collation data of its own everywhere; Intl falls back to de-CH. */
const COLLATION_LOCALES: Record<Language, string[]> = {
  de: ['de-CH'],
  fr: ['fr-CH'],
  it: ['it-CH'],
  en: ['en-GB'],
  gsw: ['gsw-CH', 'de-CH'],
};

/** The canton grid is sorted by the name the person reads (part 2 §2), so the order differs per language. */
export function cantonsSortedByName(language: Language): Canton[] {
  const collator = new Intl.Collator(COLLATION_LOCALES[language]);
  return [...CANTONS].sort((a, b) => collator.compare(a.names[language], b.names[language]));
}

/** Coat of arms served by the app itself: no third-party image host (CONVENTIONS §3b). */
export function cantonImagePath(code: string): string {
  return `/cantons/${code.toLowerCase()}.svg`;
}

/** Shown when a coat of arms fails to load: the first two letters of the name ('St. Gallen' -> 'ST'). */
export function cantonInitials(name: string): string {
  const letters = [...name].filter((ch) => /\p{L}/u.test(ch));
  return letters.slice(0, 2).join('').toLocaleUpperCase('de-CH');
}

export type CantonListEntry = { name: string; code: CantonCode; slug: CantonSlug; imagePath: string };

/** The content of GET /cantons/cantons.json (part 2 §7): a `cantons` array with name, code and imagePath. */
export function cantonsJson(language: Language = 'de'): { cantons: CantonListEntry[] } {
  return {
    cantons: cantonsSortedByName(language).map((c) => ({
      name: c.names[language],
      code: c.code,
      slug: c.slug,
      imagePath: cantonImagePath(c.code),
    })),
  };
}
