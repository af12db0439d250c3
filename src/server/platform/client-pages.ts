import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { ACTIVE_LANGUAGES, type Language } from '@shared/domain/languages';

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
};

type PageRequest = { query: URLSearchParams; signedIn: boolean; language: Language };

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
export const PAGE_PART_MODULES = [FIRST_PAGE_DATA, AUTH_WATCHER, AUTH_CONTRACT, TAX_WIZARD, PROFILE_DETAILS];
/** What every signed-in page below loads before its own chunks. */
const SIGNED_IN_MODULES = [DATA_LAYOUT, REQUIRE_AUTH, FIRST_PAGE_DATA, AUTH_WATCHER, AUTH_CONTRACT, SIGNED_IN_LAYOUT];
/**
 * The text namespaces the router loads for these pages (app/router.tsx; `common` with the first
 * screen, `validation` with the data layout), in the language the browser shows (its
 * LANGUAGE_COOKIE): otherwise they were asked for only once the app's code had run, one round
 * trip before the page could render. client-pages.test.ts compares them with the router.
 */
export const PAGE_NAMESPACES = {
  signedIn: ['common', 'validation'],
  '/': ['home', 'files', 'documentCategories'],
  '/profile': ['profile', 'privacy', 'taxWizard', 'subscription'],
} as const;
const texts = (language: Language, ...lists: (readonly string[])[]) => lists.flat().map((namespace) => `locales/${language}/${namespace}.json`);
/** The first-paint templates CLIENT_PAGES names, checked in index.html at start. */
const FIRST_PAINT_TEMPLATES = ['login'];

export const CLIENT_PAGES: Record<string, (request: PageRequest) => PageHints | undefined> = {
  // The login page's first screen is in the HTML, so its code is not named: on a slow link its
  // dozen scripts would share the bandwidth with the style sheet and photo of that first paint,
  // and the sign-in card only appears after the intro anyway. The router fetches them as before.
  '/login': () => ({ modules: [], images: ['/images/login-background.jpg'], firstPaint: 'login' }),
  // A visitor without a session cookie is sent on to /login by the app: the plain shell serves
  // them, rather than the home page's code they would download for nothing.
  '/': ({ signedIn, language }) =>
    signedIn ? { modules: [...SIGNED_IN_MODULES, HOME_PAGE, ...texts(language, PAGE_NAMESPACES.signedIn, PAGE_NAMESPACES['/'])], images: [] } : undefined,
  '/profile': ({ query, signedIn, language }) =>
    signedIn
      ? {
          modules: [
            ...SIGNED_IN_MODULES,
            PROFILE_PAGE,
            query.get('setup') === 'tax' ? TAX_WIZARD : PROFILE_DETAILS,
            ...texts(language, PAGE_NAMESPACES.signedIn, PAGE_NAMESPACES['/profile']),
          ],
          // The questionnaire's background photo is its largest paint (see app/router.tsx).
          images: query.get('setup') === 'tax' ? ['/images/wizard-background.jpg'] : [],
        }
      : undefined,
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

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function renderPageHtml(indexHtml: string, manifest: Manifest | undefined, hints: PageHints): string {
  // The entry and its imports are already in index.html (Vite writes them); only the rest is new.
  const inIndex = manifest?.['index.html'] ? chunkClosure(manifest, 'index.html', new Set()) : new Set<string>();
  const files = new Set<string>();
  if (manifest) for (const module of hints.modules) chunkClosure(manifest, module, files);
  const links = [
    ...hints.images.map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`),
    ...[...files].filter((file) => !inIndex.has(file) && file.endsWith('.js')).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
  ];
  let html = indexHtml.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
  if (hints.firstPaint) {
    const template = new RegExp(`<template data-first-paint="${hints.firstPaint}">([\\s\\S]*?)</template>\\s*`);
    const markup = template.exec(html)?.[1];
    if (markup === undefined) throw new Error(`client-pages: index.html has no <template data-first-paint="${hints.firstPaint}">`);
    html = html.replace(template, '').replace('<div id="root"></div>', `<div id="root">${markup.trim()}</div>`);
  }
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
