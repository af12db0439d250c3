import { createInstance } from 'i18next';
import { ACTIVE_LANGUAGES, type Language } from '@shared/domain/languages';
// The server's texts live in the client's locale folder so that one parity test covers every
// text in all five languages. They are imported statically: the bundler and tsx both include
// them, and nothing is read from disk at request time.
import deEmails from '../../client/locales/de/emails.json' with { type: 'json' };
import enEmails from '../../client/locales/en/emails.json' with { type: 'json' };
import frEmails from '../../client/locales/fr/emails.json' with { type: 'json' };
import gswEmails from '../../client/locales/gsw/emails.json' with { type: 'json' };
import itEmails from '../../client/locales/it/emails.json' with { type: 'json' };
import deNotifications from '../../client/locales/de/notifications.json' with { type: 'json' };
import enNotifications from '../../client/locales/en/notifications.json' with { type: 'json' };
import frNotifications from '../../client/locales/fr/notifications.json' with { type: 'json' };
import gswNotifications from '../../client/locales/gsw/notifications.json' with { type: 'json' };
import itNotifications from '../../client/locales/it/notifications.json' with { type: 'json' };
import deDocuments from '../../client/locales/de/documents.json' with { type: 'json' };
import enDocuments from '../../client/locales/en/documents.json' with { type: 'json' };
import frDocuments from '../../client/locales/fr/documents.json' with { type: 'json' };
import gswDocuments from '../../client/locales/gsw/documents.json' with { type: 'json' };
import itDocuments from '../../client/locales/it/documents.json' with { type: 'json' };
// The client's texts of the pages the server paints first (platform/client-pages.ts).
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

/** The server-only namespaces: e-mails, notification texts, and the texts of generated files (PDFs, README). */
export const SERVER_NAMESPACES = ['emails', 'notifications', 'documents'] as const;
/** Client namespaces the server also writes: the words of the first paints (platform/first-paint-texts.ts). */
export const FIRST_PAINT_NAMESPACES = ['common', 'home', 'profile'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number] | (typeof FIRST_PAINT_NAMESPACES)[number];

const resources = {
  de: { emails: deEmails, notifications: deNotifications, documents: deDocuments, common: deCommon, home: deHome, profile: deProfile },
  en: { emails: enEmails, notifications: enNotifications, documents: enDocuments, common: enCommon, home: enHome, profile: enProfile },
  fr: { emails: frEmails, notifications: frNotifications, documents: frDocuments, common: frCommon, home: frHome, profile: frProfile },
  gsw: { emails: gswEmails, notifications: gswNotifications, documents: gswDocuments, common: gswCommon, home: gswHome, profile: gswProfile },
  it: { emails: itEmails, notifications: itNotifications, documents: itDocuments, common: itCommon, home: itHome, profile: itProfile },
} satisfies Record<Language, Record<ServerNamespace, unknown>>;

// Its own instance: the server never shares i18next's global state, and each call names its
// language, so concurrent requests in different languages cannot affect each other.
const i18n = createInstance();
void i18n.init({
  resources,
  supportedLngs: [...ACTIVE_LANGUAGES],
  fallbackLng: false,
  ns: [...SERVER_NAMESPACES, ...FIRST_PAINT_NAMESPACES],
  defaultNS: 'emails',
  initAsync: false,
  // HTML is escaped where a text goes into HTML (the e-mail templates); plain text and PDFs take it as is.
  interpolation: { escapeValue: false },
  // A parameter the caller forgot stays visible as {{name}}, which serverText turns into an error.
  missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
  returnNull: false,
  returnEmptyString: false,
});

// The client's i18next type declarations (CustomTypeOptions) describe the client's namespaces;
// this instance holds the server's, so it is called through a plain signature instead.
const lookup = i18n as unknown as {
  exists(key: string, options: { lng: Language; ns: ServerNamespace }): boolean;
  t(key: string, options: Record<string, unknown>): unknown;
};

export type TextParams = Record<string, string | number>;

/**
 * The text `key` of `namespace` in `language`, with `{{param}}` filled in. A missing key or a
 * parameter left unfilled is a programming error and throws, so a test finds it instead of a
 * person reading 'emails:signIn.subject' or '{{year}}' in their inbox.
 */
export function serverText(language: Language, namespace: ServerNamespace, key: string, params: TextParams = {}): string {
  if (!lookup.exists(key, { lng: language, ns: namespace })) throw new Error(`Missing server text ${language}/${namespace}:${key}`);
  const text = lookup.t(key, { ...params, lng: language, ns: namespace });
  if (typeof text !== 'string' || /\{\{[^}]*\}\}/.test(text)) throw new Error(`Server text ${language}/${namespace}:${key} needs parameters it was not given`);
  return text;
}

/** A bound lookup for one language and namespace, for templates that read many texts. */
export function serverTexts(language: Language, namespace: ServerNamespace): (key: string, params?: TextParams) => string {
  return (key, params) => serverText(language, namespace, key, params);
}
