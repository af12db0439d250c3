import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ACTIVE_LANGUAGES, DEFAULT_LANGUAGE, isActiveLanguage, type Language } from '@shared/domain/languages';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './local-storage-keys';

export const NAMESPACES = [
  'common',
  'login',
  'home',
  'profile',
  'legal',
  'intro',
  'taxEfficiency',
  'validation',
  'taxWizard',
  'taxCards',
  'cantons',
  'addressDemo',
  'files',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

function buildResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, string, string];
    (resources[lang] ??= {})[ns] = module.default;
  }
  return resources;
}

/**
 * Language at load (spec part 1 §5, §3.10): `i18nextLng` if it names an active language,
 * otherwise the default, written back. Other language-related keys are cleared.
 */
function initialLanguage(): Language {
  try {
    for (let i = window.localStorage.length - 1; i >= 0; i -= 1) {
      const key = window.localStorage.key(i);
      if (key && key !== STORAGE_KEYS.language && /lang|locale/i.test(key)) removeStorage(key);
    }
  } catch {
    // storage unavailable
  }
  const saved = readStorage(STORAGE_KEYS.language);
  if (isActiveLanguage(saved)) return saved;
  writeStorage(STORAGE_KEYS.language, DEFAULT_LANGUAGE);
  return DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...ACTIVE_LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function applyDocumentLanguage(lng: string) {
  document.documentElement.lang = lng;
}
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export function currentLanguage(): Language {
  return isActiveLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the interface live; only active languages are accepted. */
export async function changeLanguage(code: string): Promise<void> {
  if (!isActiveLanguage(code)) return;
  writeStorage(STORAGE_KEYS.language, code);
  await i18n.changeLanguage(code);
}

/** Translates a validation key carried in a zod message (namespace `validation`). */
export function validationText(keyOrText: string | undefined): string {
  if (!keyOrText) return '';
  return i18n.exists(keyOrText, { ns: 'validation' }) ? i18n.t(keyOrText as never, { ns: 'validation' }) : keyOrText;
}
