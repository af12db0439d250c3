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
  'advancedTaxInfo',
  'advancedSections',
  'taxDocuments',
  'subscription',
  'expert',
  'admin',
  'privacy',
  'featureTest',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// German is the default and the fallback, so it ships with the app; the other languages are
// fetched when chosen (a phone downloads one language, not five).
const germanFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/de/*.json', { eager: true });
const otherFiles = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*/*.json', '!../locales/de/*.json']);

function parsePath(path: string): [lang: string, ns: string] | null {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? [match[1]!, match[2]!] : null;
}

function germanResources() {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, module] of Object.entries(germanFiles)) {
    const parsed = parsePath(path);
    if (parsed) resources[parsed[1]] = module.default;
  }
  return { de: resources };
}

const loadedLanguages = new Set<string>(['de']);

/** Fetches a language's texts once and adds them to i18next. */
async function loadLanguage(lng: Language): Promise<void> {
  if (loadedLanguages.has(lng)) return;
  const entries = Object.entries(otherFiles).filter(([path]) => parsePath(path)?.[0] === lng);
  const modules = await Promise.all(entries.map(async ([path, load]) => [parsePath(path)![1], (await load()).default] as const));
  for (const [ns, data] of modules) i18n.addResourceBundle(lng, ns, data, true, true);
  loadedLanguages.add(lng);
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

const startLanguage = initialLanguage();

void i18n.use(initReactI18next).init({
  resources: germanResources(),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...ACTIVE_LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * Resolves once the saved language's texts are there; main.tsx renders after it, so nobody
 * sees German flash before their own language. A failed download keeps German.
 */
export const i18nReady: Promise<void> = loadLanguage(startLanguage)
  .then(() => i18n.changeLanguage(startLanguage))
  .then(() => undefined)
  .catch(() => undefined);

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
  await loadLanguage(code);
  writeStorage(STORAGE_KEYS.language, code);
  await i18n.changeLanguage(code);
}

/** Translates a validation key carried in a zod message (namespace `validation`). */
export function validationText(keyOrText: string | undefined): string {
  if (!keyOrText) return '';
  return i18n.exists(keyOrText, { ns: 'validation' }) ? i18n.t(keyOrText as never, { ns: 'validation' }) : keyOrText;
}
