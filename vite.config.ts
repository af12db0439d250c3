import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
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
const APP_LAYOUT = clientFile('app/layout/AppLayout.tsx');
const HOME_PAGE = clientFile('app/routes/home.tsx');
const SCREEN_ROOTS = [LOGIN_PAGE, APP_LAYOUT, HOME_PAGE];

let firstScreens: Record<'entry' | 'login' | 'home', ReturnType<typeof screenModules>> | undefined;

const usedBy = (screen: ReturnType<typeof screenModules>, id: string) => {
  const icon = LUCIDE_ICON.exec(id)?.[1];
  return icon ? screen.icons.has(icon) : screen.modules.has(id);
};

/**
 * Small modules that the first screens (/login; the signed-in layout with /) import beyond the
 * entry go into one chunk per screen (and one for both): left to automatic splitting, each
 * module shared with another page became its own chunk of a few hundred bytes (lucide icons,
 * helpers), ~40 requests and gzip headers on a phone. A module lives in exactly one chunk, so
 * stateful modules are not duplicated; another page that needs one loads that screen's chunk.
 */
function firstScreenGroup(id: string, graph: ModuleGraph): string | null {
  firstScreens ??= {
    entry: screenModules(graph, [clientFile('main.tsx')]),
    login: screenModules(graph, [LOGIN_PAGE]),
    home: screenModules(graph, [APP_LAYOUT, HOME_PAGE]),
  };
  const code = graph.getModuleInfo(id)?.code;
  // The pages themselves stay the chunks the router loads.
  if (SCREEN_ROOTS.includes(id) || usedBy(firstScreens.entry, id) || code == null || code.length > SMALL_MODULE_CHARS) return null;
  const forLogin = usedBy(firstScreens.login, id);
  const forHome = usedBy(firstScreens.home, id);
  if (forLogin && forHome) return 'first-screens-shared';
  if (forLogin) return 'login-shared';
  if (forHome) return 'home-shared';
  return null;
}

export default defineConfig({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./src/client/public', import.meta.url)),
  plugins: [
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
