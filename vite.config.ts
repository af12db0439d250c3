import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null };
const clientFile = (file: string) => fileURLToPath(new URL(`./src/client/${file}`, import.meta.url));
const SMALL_MODULE_CHARS = 12_000;
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;
const LUCIDE_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const LUCIDE_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([\w-]+)\.mjs["']/g;

/** Icon export name (aliases included: `CircleAlert`) -> its file in lucide-react/dist/esm/icons. */
function lucideIconFiles(barrelCode: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of barrelCode.matchAll(LUCIDE_REEXPORT)) {
    for (const name of names!.split(',')) files.set(name.trim().split(/\s+as\s+/).at(-1)!, file!);
  }
  return files;
}

/**
 * The modules a screen imports statically, and the lucide icons it names. The lucide barrel
 * re-exports every icon, so it is not followed: the icons come from the import lists instead,
 * looked up in the barrel's re-exports (`CircleAlert` is icons/circle-exclamation-point.mjs).
 */
function screenModules(graph: ModuleGraph, roots: string[]): { modules: Set<string>; icons: Set<string> } {
  const modules = new Set<string>();
  const iconNames = new Set<string>();
  let iconFiles = new Map<string, string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (modules.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (LUCIDE_BARREL.test(id)) {
      iconFiles = lucideIconFiles(info?.code ?? '');
      continue;
    }
    modules.add(id);
    for (const match of info?.code?.matchAll(LUCIDE_IMPORT) ?? []) {
      for (const name of match[1]!.split(',')) iconNames.add(name.trim().split(/\s+as\s+/)[0]!);
    }
    stack.push(...(info?.importedIds ?? []));
  }
  const icons = new Set([...iconNames].flatMap((name) => iconFiles.get(name) ?? []));
  return { modules, icons };
}

const LOGIN_PAGE = clientFile('features/auth/LoginPage.tsx');
// A first load of /login: the page without the router (main.tsx), which imports LoginPage statically.
const SIGN_IN_APP = clientFile('app/SignInApp.tsx');
// Every other first load: the app with the router (main.tsx).
const ROUTER_APP = clientFile('app/start-app.tsx');
const LOGIN_CARD = clientFile('features/auth/components/LoginCard.tsx');
const DATA_ROOTS = ['app/DataLayout.tsx', 'app/AuthWatcher.tsx', 'app/RequireAuth.tsx', 'lib/first-page-data.ts'].map(clientFile);
const APP_LAYOUT = clientFile('app/layout/AppLayout.tsx');
const HOME_PAGE = clientFile('app/routes/home.tsx');
// The tax questionnaire (/profile?setup=tax), the page a new person opens after their profile.
const QUESTIONNAIRE_ROOTS = ['app/routes/profile.tsx', 'features/profile/components/tax-wizard/TaxWizard.tsx'].map(clientFile);
/**
 * The schemas that check the first answers of every signed-in page (lib/first-page-data.ts), and
 * the profile's rules, which the profile form shares with the questionnaire.
 */
const FIRST_ANSWER_SCHEMAS = ['auth', 'user-answer', 'tax-status', 'user'].map((name) => clientFile(`../shared/contract/${name}.ts`));
const SCREEN_ROOTS = [SIGN_IN_APP, ROUTER_APP, LOGIN_PAGE, LOGIN_CARD, ...DATA_ROOTS, APP_LAYOUT, HOME_PAGE, ...QUESTIONNAIRE_ROOTS];

let firstScreens: Record<'entry' | 'routerApp' | 'login' | 'card' | 'data' | 'home' | 'questionnaire' | 'answers', ReturnType<typeof screenModules>> | undefined;

const usedBy = (screen: ReturnType<typeof screenModules>, id: string) => {
  const icon = LUCIDE_ICON.exec(id)?.[1];
  return icon ? screen.icons.has(icon) : screen.modules.has(id);
};

/**
 * What both kinds of first load need beyond the entry (main.tsx): the sign-in page without the
 * router (app/SignInApp.tsx) and the router's app (app/start-app.tsx), such as React's JSX
 * runtime and the toast, is one chunk, `first-load`, which both import.
 *
 * Small modules that the first screens import beyond the entry go into a few chunks by the
 * screens that use them (`login-shared`, `card`, `card-home-shared`, `home-shared`): left to
 * automatic splitting, each module shared with another page became its own chunk of a few hundred
 * bytes (lucide icons, helpers), ~40 requests and gzip headers on a phone. The screens: /login's
 * first screen, its sign-in card (loaded during the intro), and the signed-in layout with /. What
 * only /login's first screen uses stays in the login page's own chunk (one file fewer). A module
 * lives in exactly one chunk, so stateful modules are not duplicated; another page that needs one
 * loads that chunk. The tax questionnaire's small modules of our own that none of these use
 * form `questionnaire`.
 *
 * What every page but /login's first screen needs (the pages' data layout, the auth watcher and
 * check, TanStack Query, the API client) is one chunk, `pages-data`, whatever the module sizes:
 * left to automatic splitting, TanStack Query joined the home screen's chunk, and the login card,
 * the calculator and the legal pages downloaded the home page's code with it.
 */
function firstScreenGroup(id: string, graph: ModuleGraph): string | null {
  firstScreens ??= {
    entry: screenModules(graph, [clientFile('main.tsx')]),
    routerApp: screenModules(graph, [ROUTER_APP]),
    data: screenModules(graph, DATA_ROOTS),
    login: screenModules(graph, [SIGN_IN_APP]),
    card: screenModules(graph, [LOGIN_CARD]),
    home: screenModules(graph, [APP_LAYOUT, HOME_PAGE]),
    questionnaire: screenModules(graph, QUESTIONNAIRE_ROOTS),
    answers: screenModules(graph, FIRST_ANSWER_SCHEMAS),
  };
  // Pages, layouts and the sign-in card stay the chunks the router (or React.lazy) loads, named in the manifest.
  if (SCREEN_ROOTS.includes(id) || usedBy(firstScreens.entry, id)) return null;
  const forLogin = usedBy(firstScreens.login, id);
  if (forLogin && usedBy(firstScreens.routerApp, id)) return 'first-load';
  if (!forLogin && usedBy(firstScreens.data, id)) return 'pages-data';
  const code = graph.getModuleInfo(id)?.code;
  if (code == null || code.length > SMALL_MODULE_CHARS) return null;
  const forCard = usedBy(firstScreens.card, id);
  const forHome = usedBy(firstScreens.home, id) || usedBy(firstScreens.data, id);
  if (forLogin) return forCard || forHome ? 'login-shared' : null;
  if (forCard) return forHome ? 'card-home-shared' : 'card';
  if (forHome) return 'home-shared';
  // The questionnaire's steps, fields and rules: about 40 chunks of 1-3 KB before (issue 10). Only
  // our own modules and icons: a library part (zod, Radix) or a schema of the first answers in it
  // would make every page that shares them download the questionnaire.
  const ownModule = (LUCIDE_ICON.test(id) || !id.includes('node_modules')) && !usedBy(firstScreens.answers, id);
  return ownModule && usedBy(firstScreens.questionnaire, id) ? 'questionnaire' : null;
}

/**
 * The build takes two packages' production forms, which their package exports do not offer:
 * React Router publishes only its development build there (its dev warnings, 0.6 KB gzip of the
 * entry; dist/production differs in that flag alone), and react-i18next's useSyncExternalStore
 * shim is React's own hook on React 19 (lib/i18n-use-sync-external-store.ts). The dev server keeps
 * both as published, with React Router's warnings.
 */
const PRODUCTION_MODULES: Record<string, string> = {
  'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  'use-sync-external-store/shim': clientFile('lib/i18n-use-sync-external-store.ts'),
};
const productionModules: Plugin = {
  name: 'helvetax:production-modules',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    const replacement = PRODUCTION_MODULES[source];
    return replacement ? this.resolve(replacement, importer, { skipSelf: true }) : null;
  },
};

/**
 * Fails the build when chunks import each other in a circle. The groups above can make one (a
 * module of one group importing another group's, and back), and then a CommonJS module such as
 * React's JSX runtime is undefined when the other chunk first calls it: the page stays blank.
 */
const noChunkCycles: Plugin = {
  name: 'helvetax:no-chunk-cycles',
  apply: 'build',
  generateBundle(_options, bundle) {
    const imports = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [])));
    for (const [file, direct] of imports) {
      const seen = new Set<string>();
      const stack = [...direct];
      while (stack.length) {
        const next = stack.pop()!;
        if (next === file) this.error(`chunk ${file} imports itself through other chunks (see firstScreenGroup in vite.config.ts)`);
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(...(imports.get(next) ?? []));
      }
    }
  },
};

export default defineConfig({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./src/client/public', import.meta.url)),
  plugins: [
    productionModules,
    noChunkCycles,
    react(),
    tailwindcss(),
    // Brotli and gzip copies next to each file, made once at build; the server's static plugin
    // picks the one the browser accepts (a phone downloads about a quarter of the bytes).
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      threshold: 512,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The benchmarks read which chunks a route loads from here (bench/client-bundle.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the entry lists every chunk of every page for its
        // preloads, and the module names in those paths cost the first load about 0.4 KB gzip.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            { debugName: 'first-screens', name: (id, ctx) => firstScreenGroup(id, ctx), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget },
      '/cantons/cantons.json': { target: apiTarget },
    },
  },
});
