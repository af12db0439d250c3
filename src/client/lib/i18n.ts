import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { ACTIVE_LANGUAGES, DEFAULT_LANGUAGE, isActiveLanguage, type Language } from '@shared/domain/languages';
import { LANGUAGE_COOKIE } from '@shared/contract/language-cookie';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './local-storage-keys';

export const NAMESPACES = [
  'common',
  'login',
  'home',
  'profile',
  'legal',
  'intro',
  'taxEfficiency',
  'taxCalculator',
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
  'documentCategories',
  'documentRecognition',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// Every language, German included, is split per namespace and fetched when a page first needs
// it: a phone downloads the texts of the page it shows, in one language. Routes load their
// namespaces together with their code (app/router.tsx); `common` (the shell) comes with the
// first screen, `validation` (form errors) with the pages' data layout and the login card.
// The server's own texts (e-mails, notifications, invoices) share the locale folders for the
// parity test but are never fetched by the browser.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/*/{emails,notifications,documents}.json',
]);
const FIRST_SCREEN_NAMESPACES: Namespace[] = ['common'];

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

const initialized = i18n
  .use(
    resourcesToBackend(async (lng: string, ns: string) => {
      const load = localeFiles[`../locales/${lng}/${ns}.json`];
      if (!load) throw new Error(`no texts for ${lng}/${ns}`);
      return (await load()).default;
    }),
  )
  .use(initReactI18next)
  .init({
    lng: startLanguage,
    // No fallback language: the parity test keeps every key in all five, and a fallback would
    // make a French phone download the German texts as well.
    fallbackLng: false,
    supportedLngs: [...ACTIVE_LANGUAGES],
    load: 'currentOnly',
    ns: FIRST_SCREEN_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/**
 * Resolves once the saved language's first-screen texts are there; main.tsx renders after it,
 * so nobody sees German (or keys) flash before their own language. When that download fails,
 * German is tried before giving up.
 */
export const i18nReady: Promise<void> = initialized
  .then(async () => {
    if (!i18n.hasLoadedNamespace('common') && startLanguage !== DEFAULT_LANGUAGE) await i18n.changeLanguage(DEFAULT_LANGUAGE);
  })
  .catch(() => undefined);

/** Fetches the namespaces a page shows, in the current language (once; later calls resolve at once). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]).catch(() => undefined);
}

function applyDocumentLanguage(lng: string) {
  document.documentElement.lang = lng;
  // For the server's page HTML, which names this language's texts (platform/client-pages.ts).
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
applyDocumentLanguage(startLanguage);
i18n.on('languageChanged', applyDocumentLanguage);

export function currentLanguage(): Language {
  return isActiveLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the interface live; only active languages are accepted. */
export async function changeLanguage(code: string): Promise<void> {
  if (!isActiveLanguage(code)) return;
  writeStorage(STORAGE_KEYS.language, code);
  // i18next fetches the namespaces loaded so far in the new language before it switches.
  await i18n.changeLanguage(code);
}

/** Translates a validation key carried in a zod message (namespace `validation`). */
export function validationText(keyOrText: string | undefined): string {
  if (!keyOrText) return '';
  return i18n.exists(keyOrText, { ns: 'validation' }) ? i18n.t(keyOrText as never, { ns: 'validation' }) : keyOrText;
}
