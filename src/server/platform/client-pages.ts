import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { ACTIVE_LANGUAGES, type Language } from '@shared/domain/languages';
import { escapeHtml } from './escape-html';
import { fillFirstPaint } from './first-paint-texts';

/**
 * The HTML of the pages a phone most often opens first, with what the page needs named in it.
 *
 * Without this, a phone on a slow network sees a page only after a chain of round trips: the
 * HTML, then the entry script, which (after running) asks the router for the page's lazy chunk,
 * whose own imports follow, then the page's picture. Here the server writes
 * `<link rel="modulepreload">` for the page's chunks (read from Vite's manifest, so the list
 * follows every build by itself) and `<link rel="preload">` for its large picture into the
 * built index.html, and the browser fetches all of it together with the entry script.
 *
 * The login page also gets its first paint in the HTML (the photo and the brand name, the
 * page's largest text), taken from the `<template data-first-paint="login">` in index.html, so
 * it shows before any script has run. It holds no words of any language, so a French visitor
 * never sees German first; React replaces it with the real page.
 *
 * Home and the tax questionnaire get theirs too when the request has a session cookie: the
 * header, and the page's largest paint as React first draws it (home: the to-do tab's title and
 * sentence under the loading overlay; questionnaire: its photo with the spinner), in the language
 * of the language cookie with the words of the client's locale files (first-paint-texts.ts), for
 * the tax year a page load starts with. Nothing personal: the HTML is cached per hints below.
 *
 * A page with a first paint starts its scripts only after that paint (public/boot.js): the entry
 * module and every modulepreload move from the head into boot.js's data attributes. Otherwise the
 * first paint on a slow phone shared the link with 150-250 KB of scripts, and Lighthouse counted
 * every script that had arrived before the paint as needed for it (issue 10).
 *
 * One way for every page: this table, served by the server. Prerendering whole pages would need
 * the person's language and data, which only the browser has; every other path gets the plain
 * index.html (the router loads its chunks as before).
 */
type PageHints = {
  /** Modules the router loads lazily for the page (keys of Vite's manifest, relative to src/client). */
  modules: readonly string[];
  /** Pictures the page shows at once, as large backgrounds found only when its code has run. */
  images: readonly string[];
  /** Name of the index.html template that paints the page before the app runs. */
  firstPaint?: string;
  /** The language and tax year of the first paint's words, for templates that have some. */
  language?: Language;
  taxYear?: number;
};

/** `taxYear`: the year the client's selected tax year starts with (defaultTaxYear of today). */
type PageRequest = { query: URLSearchParams; signedIn: boolean; language: Language; taxYear: number };

// The pages' data layout (query client) and the sign-in guard are lazy routes above the layout.
const DATA_LAYOUT = 'app/DataLayout.tsx';
const REQUIRE_AUTH = 'app/RequireAuth.tsx';
const SIGNED_IN_LAYOUT = 'app/layout/AppLayout.tsx';
const HOME_PAGE = 'app/routes/home.tsx';
const PROFILE_PAGE = 'app/routes/profile.tsx';
/** Checked against the manifest at start: a renamed page fails loudly instead of losing its hints. */
export const PAGE_MODULES = [DATA_LAYOUT, REQUIRE_AUTH, SIGNED_IN_LAYOUT, HOME_PAGE, PROFILE_PAGE];
// Parts the pages import lazily themselves (not through the router), named so that they download
// with the page's first wave instead of one round trip after the code that asks for them.
/** The app with the router, which main.tsx imports for every page but a first load of /login. */
const ROUTER_APP = 'app/start-app.tsx';
/** A first load of /login: the sign-in page without the router, which main.tsx imports instead. */
const SIGN_IN_APP = 'app/SignInApp.tsx';
/** The auth check and the page's first calls, started by main.tsx. */
const FIRST_PAGE_DATA = 'lib/first-page-data.ts';
/** The auth watcher, which the root layout loads beside the page (app/RootLayout.tsx). */
const AUTH_WATCHER = 'app/AuthWatcher.tsx';
/** The auth answer's schema; its imports are zod and the user's schema, which check the first answers. */
const AUTH_CONTRACT = '../shared/contract/auth.ts';
/** The two halves of /profile (app/routes/profile.tsx): the questionnaire, and the form with its cards. */
const TAX_WIZARD = 'features/profile/components/tax-wizard/TaxWizard.tsx';
const PROFILE_DETAILS = 'app/routes/profile-details.tsx';
/** Checked against the manifest at start like PAGE_MODULES; each is a lazy import() of the client. */
export const PAGE_PART_MODULES = [ROUTER_APP, SIGN_IN_APP, FIRST_PAGE_DATA, AUTH_WATCHER, AUTH_CONTRACT, TAX_WIZARD, PROFILE_DETAILS];
/** What every signed-in page below loads before its own chunks. */
const SIGNED_IN_MODULES = [ROUTER_APP, DATA_LAYOUT, REQUIRE_AUTH, FIRST_PAGE_DATA, AUTH_WATCHER, AUTH_CONTRACT, SIGNED_IN_LAYOUT];
/**
 * The text namespaces the router loads for these pages (app/router.tsx; `common` with the first
 * screen, `validation` with the data layout), in the language the browser shows (its
 * LANGUAGE_COOKIE): otherwise they were asked for only once the app's code had run, one round
 * trip before the page could render. client-pages.test.ts compares them with the router.
 */
export const PAGE_NAMESPACES = {
  '/login': ['common', 'login'],
  signedIn: ['common', 'validation'],
  '/': ['home', 'files', 'documentCategories'],
  '/profile': ['profile', 'privacy', 'taxWizard', 'subscription'],
} as const;
const texts = (language: Language, ...lists: (readonly string[])[]) => lists.flat().map((namespace) => `locales/${language}/${namespace}.json`);
/** The first-paint templates CLIENT_PAGES names, checked in index.html at start. */
const FIRST_PAINT_TEMPLATES = ['login', 'signed-in-header', 'home', 'tax-setup'];

export const CLIENT_PAGES: Record<string, (request: PageRequest) => PageHints | undefined> = {
  // The login page's first screen is in the HTML; its code and texts (the page without the router,
  // app/SignInApp.tsx) start after that paint with the entry (boot.js), not one round trip after
  // it. The sign-in card is not named: it appears after the intro and loads during it.
  '/login': ({ language }) => ({ modules: [SIGN_IN_APP, ...texts(language, PAGE_NAMESPACES['/login'])], images: ['/images/login-background.jpg'], firstPaint: 'login' }),
  // A visitor without a session cookie is sent on to /login by the app: the plain shell serves
  // them, rather than the home page's code they would download for nothing.
  // A cookie whose session has expired gets the first paint too (the server does not look the
  // session up for a page): it shows the loading overlay, as React would, until the app has asked
  // and sends the visitor to /login.
  // The first paint is the to-do tab's, shown without `?tab=` or with `?tab=todo`: the other tabs
  // show their own content first (an unknown tab, shown as to-do, just goes without).
  '/': ({ query, signedIn, language, taxYear }) => {
    if (!signedIn) return undefined;
    const modules = [...SIGNED_IN_MODULES, HOME_PAGE, ...texts(language, PAGE_NAMESPACES.signedIn, PAGE_NAMESPACES['/'])];
    const tab = query.get('tab');
    return tab === null || tab === 'todo' ? { modules, images: [], firstPaint: 'home', language, taxYear } : { modules, images: [] };
  },
  '/profile': ({ query, signedIn, language, taxYear }) => {
    if (!signedIn) return undefined;
    const modules = (page: string) => [...SIGNED_IN_MODULES, PROFILE_PAGE, page, ...texts(language, PAGE_NAMESPACES.signedIn, PAGE_NAMESPACES['/profile'])];
    // The questionnaire's background photo is its largest paint (see app/router.tsx). Its first
    // paint shows the photo and the spinner, as the page does until the person's answers are in.
    if (query.get('setup') === 'tax') return { modules: modules(TAX_WIZARD), images: ['/images/wizard-background.jpg'], firstPaint: 'tax-setup', language, taxYear };
    return { modules: modules(PROFILE_DETAILS), images: [] };
  },
};

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type EncodedPage = { identity: Buffer; br: Buffer; gzip: Buffer };

export type ClientPages = {
  /** The page's HTML, or undefined when the plain index.html serves the path. */
  htmlFor(pathname: string, request: PageRequest): EncodedPage | undefined;
};

function readManifest(clientDir: string): Manifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Files of a chunk and of everything it imports statically, as the browser would fetch them. */
function chunkClosure(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`client-pages: ${key} is not in the client build's manifest`);
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, into, seen);
  return into;
}


// What Vite writes into the built index.html's head for the entry and the chunks it imports.
const ENTRY_SCRIPT = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const FIRST_PAINT_TEMPLATE = /\s*<template data-first-paint="([\w-]+)">([\s\S]*?)<\/template>/g;

export function renderPageHtml(indexHtml: string, manifest: Manifest | undefined, hints: PageHints): string {
  // The entry and its imports are already in index.html (Vite writes them); only the rest is new.
  const inIndex = manifest?.['index.html'] ? chunkClosure(manifest, 'index.html', new Set()) : new Set<string>();
  const files = new Set<string>();
  if (manifest) for (const module of hints.modules) chunkClosure(manifest, module, files);
  const modules = [...files].filter((file) => !inIndex.has(file) && file.endsWith('.js')).map((file) => `/${file}`);
  const images = hints.images.map((href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`);
  // Every page but the one painted here loses the templates: they are of no use to it.
  const templates = new Map([...indexHtml.matchAll(FIRST_PAINT_TEMPLATE)].map(([, name, markup]) => [name!, markup!.trim()]));
  let html = indexHtml.replace(FIRST_PAINT_TEMPLATE, '');
  if (!hints.firstPaint) {
    const links = [...images, ...modules.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)];
    return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
  }
  // `[[first-paint:name]]` takes in another template (the signed-in pages' header).
  const markup = templates.get(hints.firstPaint)?.replace(/\[\[first-paint:([\w-]+)\]\]/g, (reference, name: string) => templates.get(name) ?? reference);
  if (markup === undefined) throw new Error(`client-pages: index.html has no <template data-first-paint="${hints.firstPaint}">`);
  // The scripts start after the first paint (public/boot.js): the entry and all modulepreloads
  // move from the head into boot.js's attributes, Vite's own first, in the order Vite wrote them.
  // (A built index.html always has its entry, loadClientPages checks; a test's shell may have none.)
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  const vitePreloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const preloads = [...vitePreloads, ...modules].join(' ');
  const boot = entry ? [`<script defer src="/boot.js" data-entry="${escapeHtml(entry)}" data-modules="${escapeHtml(preloads)}"></script>`] : [];
  const filled = hints.language && hints.taxYear !== undefined ? fillFirstPaint(markup, hints.language, hints.taxYear) : markup;
  if (/\[\[[\w.:-]+\]\]/.test(filled)) throw new Error(`client-pages: the first paint "${hints.firstPaint}" has words but no language`);
  html = html.replace('</head>', `    ${[...images, ...boot].join('\n    ')}\n  </head>`).replace('<div id="root"></div>', `<div id="root">${filled}</div>`);
  // The words are in the person's language: the document says which (lib/i18n.ts sets it later too).
  if (hints.language) html = html.replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(hints.language)}">`);
  return html;
}

function encode(html: string): EncodedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Reads the built client once; each page's HTML is made (and compressed) the first time it is asked for. */
export function loadClientPages(clientDir: string): ClientPages {
  const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = readManifest(clientDir);
  const allTexts = ACTIVE_LANGUAGES.flatMap((language) => texts(language, ...Object.values(PAGE_NAMESPACES)));
  const missing = manifest ? [...PAGE_MODULES, ...PAGE_PART_MODULES, ...allTexts].filter((module) => !manifest[module]) : [];
  if (missing.length > 0) throw new Error(`client-pages: ${missing.join(', ')} not in the client build's manifest (renamed? see PAGE_MODULES)`);
  // Checked here rather than at the first request: a build without the template would
  // otherwise answer /login with an error page.
  const noTemplate = FIRST_PAINT_TEMPLATES.filter((name) => !indexHtml.includes(`<template data-first-paint="${name}">`));
  if (noTemplate.length > 0) throw new Error(`client-pages: index.html has no <template data-first-paint="${noTemplate.join('">, <template data-first-paint="')}">`);
  if (manifest && !ENTRY_SCRIPT.test(indexHtml)) throw new Error('client-pages: the built index.html has no entry <script type="module">');
  const made = new Map<string, EncodedPage>();
  return {
    htmlFor(pathname, request) {
      const hints = Object.hasOwn(CLIENT_PAGES, pathname) ? CLIENT_PAGES[pathname]!(request) : undefined;
      if (!hints) return undefined;
      const key = JSON.stringify(hints);
      let page = made.get(key);
      if (!page) {
        page = encode(renderPageHtml(indexHtml, manifest, hints));
        made.set(key, page);
      }
      return page;
    },
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
