// Builds the server once into dist/server/main.js (with the entry modules of its worker threads
// and child processes beside it), so `npm start` runs plain JavaScript instead
// of compiling TypeScript through tsx at every start (seconds of start-up and a few hundred MB of
// compiler in the server's memory). Packages stay external: node_modules is resolved at run time.
//
// Files the server reads next to its sources (migrations, the address CSV, package.json) are
// found through `new URL('./x', import.meta.url)`. In one bundle every module would share the
// bundle's URL, so each source module that uses import.meta.url gets its own: the URL of its
// source file, computed from the bundle's location. The runtime files stay where they are in src/.
// import.meta.filename and dirname are left alone: they name the bundle, beside which the thread
// entries are built (platform/jobs/entry-module.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'dist/server/main.js');
/**
 * Entry points built beside the bundle: the modules worker threads and child processes start
 * from (platform/jobs/entry-module.ts finds them next to the bundle by file name).
 */
const threadEntries = [
  'src/server/features/document-recognition/thumbnails/thumbnail-process.ts',
  'src/server/features/document-recognition/reading-process.ts',
];
export const threadBundles = threadEntries.map((entry) => path.join(path.dirname(serverBundle), `${path.basename(entry, '.ts')}.js`));
/**
 * Node options of the built server's process: `npm start` and the benchmarks pass them to node.
 * V8 grows its young generation to 2 × 16 MB under the start's allocations and never shrinks it
 * while idle: capping each half at 8 MB keeps the idle server 11–16 MB smaller (PostgreSQL
 * 125 -> 114 MB) for 1–2 % more CPU per request under full load (twice the scavenges,
 * each cheaper, no more full collections in 20,000 signed-in requests). 4 MB saved another
 * ~7 MB but cost about 5 % CPU.
 */
export const serverNodeFlags = ['--max-semi-space-size=8'];

/**
 * The environment of the server's process: the caller's, with glibc's malloc held to two arenas
 * unless the operator chose otherwise. By default every thread that allocates (the server's, the
 * upload encryption thread, libuv's file-system pool, V8's helpers) may get an arena of its own,
 * up to 8 per core, and an arena keeps what it once held. In the upload benchmark (10 × 49 MB at
 * once) the server's peak grew by 87–107 MB with the default and by 76–79 MB with two arenas,
 * at the same rate; idle 174 / 107 MB instead of 179 / 110 MB (PGlite / PostgreSQL), and the same
 * requests per second. glibc reads it when the process starts, so it is set here, for the child.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function serverProcessEnv(env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
const serverSources = ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package.json', 'tsconfig.json'].map((p) => path.join(root, p));

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `output` is missing or one of `sources` (files or folders) changed after it was written. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => existsSync(s) && newestMtime(s) > built);
}

/** True when a bundle is missing or a server source changed after it was written. */
export function serverBuildIsStale() {
  return [serverBundle, ...threadBundles].some((output) => isStale(output, serverSources));
}

/** True when a child process's entry bundle is missing or a server source changed after it was written. */
export function processEntriesAreStale() {
  return threadBundles.some((output) => isStale(output, serverSources));
}

const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/](server|shared)[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(serverBundle), args.path).split(path.sep).join('/');
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/**
 * Builds the bundle and its source map. Each file is written aside and renamed into place, so a
 * server starting (or a second build running) at the same moment never reads half a bundle.
 */
export async function buildServer() {
  await bundle([path.join(root, 'src/server/main.ts'), ...threadEntries.map((entry) => path.join(root, entry))]);
}

/**
 * Builds only the child processes' entries, the same files buildServer writes for them. The API
 * tests run the server from its sources but fork these (tests/support/fork-built-entries.setup.ts):
 * through tsx a child spends seconds compiling pdf.js and the readers at every task.
 */
export async function buildProcessEntries() {
  await bundle(threadEntries.map((entry) => path.join(root, entry)));
}

async function bundle(entryPoints) {
  // Loaded here, not at the top: `npm start` imports this file for the staleness check at every
  // start, and loading esbuild costs more than the check when there is nothing to build.
  const { build } = await import('esbuild');
  const result = await build({
    // Each entry its own bundle (no shared chunks): a thread or child loads only what its tasks need.
    entryPoints,
    outdir: path.dirname(serverBundle),
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl],
    write: false,
  });
  mkdirSync(path.dirname(serverBundle), { recursive: true });
  // The map first: the bundle's mtime is what serverBuildIsStale compares against.
  for (const file of [...result.outputFiles].sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')))) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

// `node scripts/build-server.mjs` builds unconditionally (npm run build:server).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const t0 = performance.now();
  await buildServer();
  process.stdout.write(`Built the server into ${path.relative(root, serverBundle)} in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}
