/**
 * Where the entry module of a child process (process-pool.ts) is. The server bundle
 * (scripts/build-server.mjs) builds each entry as its own bundle beside dist/server/main.js; from
 * the sources (tsx: `npm run dev`) the entry's .ts file is loaded through tsx, unless the tests
 * asked for the built entries (forkBuiltEntriesFrom).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type EntryModule = { builtFileName: string; source: URL };

/** The module a child is forked from, and whether it needs tsx's loader to run. */
export type EntryStart = { modulePath: string; throughTsx: boolean };

/**
 * True when this code runs from the .ts sources, false in the bundle. The build gives modules
 * their own import.meta.url but leaves import.meta.filename and dirname the bundle's.
 */
export const runsFromSources = import.meta.filename.endsWith('.ts');

/** The built entry's path: beside the server bundle. */
export function builtEntryPath(entry: EntryModule): string {
  return path.join(import.meta.dirname, entry.builtFileName);
}

let builtEntriesFolder: string | undefined;

/**
 * From the sources, fork the entries built into `folder` (dist/server) instead of compiling them
 * through tsx (undefined: through tsx again). The API tests' setup calls this after building them
 * (tests/support/fork-built-entries.setup.ts): through tsx a child compiles its entry's module
 * graph (pdf.js, the barcode, XSD and OCR readers) at every task, and a statement PDF took
 * 8–14 s from the fork to the answer instead of 1.3. `npm run dev` never calls it, so a change to
 * a reader shows in its next child.
 */
export function forkBuiltEntriesFrom(folder: string | undefined): void {
  builtEntriesFolder = folder;
}

/** Where a child of this entry starts: the built file in the bundle or when asked, else the source through tsx. */
export function entryStart(entry: EntryModule): EntryStart {
  if (!runsFromSources) return { modulePath: builtEntryPath(entry), throughTsx: false };
  if (builtEntriesFolder === undefined) return { modulePath: fileURLToPath(entry.source), throughTsx: true };
  const built = path.join(builtEntriesFolder, entry.builtFileName);
  // Said here, at the pool's creation: a missing file would otherwise fail every task as a crashed child.
  if (!existsSync(built)) throw new Error(`no built entry ${built}: is ${entry.builtFileName.replace(/\.js$/, '.ts')} in the entries scripts/build-server.mjs builds?`);
  return { modulePath: built, throughTsx: false };
}

/** tsx's ESM loader, resolved from here rather than from the working directory. */
export function tsxLoaderUrl(): string {
  const tsxFolder = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  return pathToFileURL(path.join(tsxFolder, 'dist/loader.mjs')).href;
}
