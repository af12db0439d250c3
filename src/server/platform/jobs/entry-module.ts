/**
 * Where the entry module of a child process (process-pool.ts) is. The server bundle
 * (scripts/build-server.mjs) builds each entry as its own bundle beside dist/server/main.js; from the sources (tsx, vitest) the entry's .ts file is loaded through tsx.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type EntryModule = { builtFileName: string; source: URL };

/**
 * True when this code runs from the .ts sources, false in the bundle. The build gives modules
 * their own import.meta.url but leaves import.meta.filename and dirname the bundle's.
 */
export const runsFromSources = import.meta.filename.endsWith('.ts');

/** The built entry's path: beside the server bundle. */
export function builtEntryPath(entry: EntryModule): string {
  return path.join(import.meta.dirname, entry.builtFileName);
}

/** tsx's ESM loader, resolved from here rather than from the working directory. */
export function tsxLoaderUrl(): string {
  const tsxFolder = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  return pathToFileURL(path.join(tsxFolder, 'dist/loader.mjs')).href;
}
