import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { registerWriteGeneration, trackWrites } from './write-generation';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; data functions accept either so services can compose them. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded database's files as one tarball (PGlite only): the tests' migrated template. */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Drizzle's journal: every migration the app knows, in order, with its `when` stamp. */
export const MIGRATIONS_JOURNAL = path.join(migrationsFolder, 'meta', '_journal.json');

/**
 * Applies the migrations this database does not have yet (what happens at every start; the
 * debug panel's 'fix column' calls it again). Both drivers share the pg dialect's migrator,
 * which only uses the database's dialect and session.
 */
export async function applyPendingMigrations(db: Db): Promise<void> {
  await migratePg(db as never, { migrationsFolder });
}

/**
 * PGlite runs PostgreSQL inside this process, so its caches are the server's memory. initdb's
 * defaults (128 MB shared_buffers, 4 MB work_mem) are sized for a database server of its own;
 * the embedded one serves one small installation whose tables fit in a few MB, and the operating
 * system's page cache still holds the files. 16 MB keeps the idle server at about a quarter
 * of a GB instead of about half of one, at no measurable cost to the request rate.
 */
const pgliteStartParams = (defaults: string[]) => [...defaults, '-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB'];

/**
 * PGlite's PostgreSQL is about 9 MB of WebAssembly. V8 compiles it with its baseline compiler
 * (Liftoff) and then, by default, recompiles the functions it finds busy with its optimizing one
 * (TurboFan) in the background: at start that recompilation alone took about 0.4 s of CPU and
 * its code about 60–100 MB of resident memory, for queries that run at most a third faster
 * (a join with an aggregate; point reads the same), and the signed-in lookup, the hottest query,
 * is mostly answered from memory (platform/session/lookup-cache.ts). So the baseline code stays.
 * The flags are read when a module is compiled, so they must be set before PGlite's first
 * instance; they only concern WebAssembly, which nothing else in the server runs.
 */
function keepBaselineWasmCode() {
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
  v8.setFlagsFromString('--no-wasm-tier-up');
}

const createDataDirScript = fileURLToPath(new URL('./create-pglite-data-dir.mjs', import.meta.url));

/**
 * Makes a new embedded database folder (initdb and every migration) in a child process. Done in
 * the server's own process, initdb leaves about 70 MB behind that the process never gives back
 * (its C library heap, grown and fragmented by initdb, and V8's young generation, grown by its
 * allocations): the first start sat at 245–265 MB at idle where every later start on the same
 * files sits at ~190 MB. The folder is made aside and renamed into place once complete, so a
 * crash halfway leaves no half-made database for the next start to open.
 */
async function createPgliteDataDir(dir: string, startParams: string[]): Promise<void> {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(`${dir} holds files but no database (its PG_VERSION is missing): move the folder away to start with a new database`);
  }
  // What a first start that crashed halfway left behind: never a database anyone opened.
  const parent = path.dirname(dir);
  const partialPrefix = `${path.basename(dir)}.partial-`;
  for (const entry of existsSync(parent) ? readdirSync(parent) : []) {
    if (entry.startsWith(partialPrefix)) rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
  const partial = path.join(parent, `${partialPrefix}${process.pid}`);
  mkdirSync(partial, { recursive: true });
  // The same WebAssembly flags as keepBaselineWasmCode: optimizing code is wasted on a one-off.
  const child = spawn(process.execPath, ['--no-wasm-dynamic-tiering', '--no-wasm-tier-up', createDataDirScript, partial, migrationsFolder, JSON.stringify(startParams)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`creating the embedded database in ${dir} failed (${signal ?? `exit code ${code}`})`);
  }
  if (existsSync(dir)) rmdirSync(dir);
  renameSync(partial, dir);
}

/**
 * Opens the database and applies pending migrations. Without a URL the embedded PGlite keeps
 * its files in `<dataDir>/db`; with one, node-postgres talks to a real PostgreSQL server.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** An embedded in-memory database starts as a copy of this dump (PGlite's dumpDataDir) instead of a fresh initdb (tests). */
  pgliteTemplate?: Blob;
  /** Called with the text of every statement the app sends (tests count round trips with it). */
  onQuery?: (sql: string) => void;
}): Promise<Database> {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  // Only the driver in use is loaded (at start): the other one would only cost start-up time and memory.
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (a restart, a failover, an administrator) must not
    // take the process down: the pool drops it and opens a new one for the next query. Only the
    // error's class and code are written, never its text, which may quote query parameters.
    const connectionLost = (error: Error & { code?: string }) => {
      process.stderr.write(`PostgreSQL connection lost (${error.constructor.name}${error.code ? ` ${error.code}` : ''}); the pool reconnects\n`);
    };
    // The pool only listens while a connection is idle. One that is checked out between two
    // queries of a transaction (an upload writing its file) would, on a server restart, emit
    // an 'error' nobody handles, and that ends the process: so every connection gets its own
    // listener. Its next query fails (that request answers 500), and the pool discards it when
    // it comes back. The pool passes idle connections' errors on as well: written once, above.
    pool.on('connect', (client) => client.on('error', connectionLost));
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // pg_trgm backs the experts' search index (migration 0005); PGlite ships it as an extension
  // that must be loaded before CREATE EXTENSION can find it.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  keepBaselineWasmCode();
  const extensions = { pg_trgm };
  const startParams = pgliteStartParams(PGlite.defaultStartParams);
  let client: PGlite;
  if (options.inMemory || !options.dataDir) {
    client = new PGlite({ extensions, startParams, ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}) });
  } else {
    const dir = path.join(options.dataDir, 'db');
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await createPgliteDataDir(dir, startParams);
    client = new PGlite(dir, { extensions, startParams });
  }
  await client.waitReady;
  const writes = trackWrites(client);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  registerWriteGeneration(db, writes);
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') };
}
