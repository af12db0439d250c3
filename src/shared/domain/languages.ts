/** Interface languages (spec part 1 §3.9). Only the active ones can be chosen. */
export const LANGUAGES = [
  { code: 'de', name: 'Deutsch', active: true },
  { code: 'en', name: 'English', active: true },
  { code: 'fr', name: 'Français', active: true },
  { code: 'gsw', name: 'Schwiizerdütsch', active: true },
  { code: 'it', name: 'Italiano', active: true },
  { code: 'es', name: 'Español', active: false },
  { code: 'ru', name: 'Русский', active: false },
  { code: 'ja', name: '日本語', active: false },
  { code: 'ar', name: 'العربية', active: false },
  { code: 'pt', name: 'Português', active: false },
] as const;

export const ACTIVE_LANGUAGES = ['de', 'en', 'fr', 'gsw', 'it'] as const;
export type Language = (typeof ACTIVE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export function isActiveLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (ACTIVE_LANGUAGES as readonly string[]).includes(code);
}

/** Picks the first active language from an Accept-Language header; German otherwise. */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (isActiveLanguage(tag)) return tag;
    const base = tag.split('-')[0];
    if (tag === 'de-ch' || tag === 'gsw-ch') return tag === 'gsw-ch' ? 'gsw' : 'de';
    if (isActiveLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
