import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/connect';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A test database that can also be closed and opened again on the same data (a restart). */
export type TestDatabase = Database & { reopen: () => Promise<TestDatabase> };

/**
 * A fresh, migrated database for one test file: PGlite (in memory, or in `dataDir` when the
 * test restarts the app on the same data), or a throw-away database on the PostgreSQL server of
 * TEST_DATABASE_URL (project api-postgres), dropped again at close.
 */
export async function createTestDatabase(options: { dataDir?: string; onQuery?: (sql: string) => void } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    if (options.dataDir) await seedEmbeddedDatabase(options.dataDir);
    const open = async (): Promise<TestDatabase> => {
      const database = await openDatabase({
        onQuery: options.onQuery,
        ...(options.dataDir ? { dataDir: options.dataDir } : { inMemory: true, pgliteTemplate: await migratedPgliteTemplate() }),
      });
      return {
        ...database,
        reopen: async () => {
          if (!options.dataDir) throw new Error('an in-memory database cannot be reopened: pass dataDir');
          await database.close();
          return open();
        },
      };
    };
    return open();
  }
  const name = `hx_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const open = async (): Promise<TestDatabase> => {
    const database = await openDatabase({ databaseUrl: url.href, onQuery: options.onQuery });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropTestDatabase(name);
      },
      // Closing the pool (not dropping) and connecting again is what a restarted server does.
      reopen: async () => {
        await database.close();
        return open();
      },
    };
  };
  return open();
}

const migrationsFolder = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));

/** Changes with every migration file: a template made before a new migration is never used. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).filter((n) => n.endsWith('.sql')).sort()) {
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A freshly migrated embedded database as a tarball, made once and kept in the temp folder
 * under a name that changes with every migration file: PGlite's initdb takes 3–5 s on this
 * machine, loading the copy under one, and every API test file starts at least one database.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `helvetax-pglite-template-${migrationsHash()}.tar`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached]);
  const fresh = await openDatabase({ inMemory: true });
  const dump = await fresh.dumpDataDir!();
  await fresh.close();
  // Written aside and renamed: a worker making the same template at the same time never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/**
 * Puts a freshly migrated embedded database into `<dataDir>/db`, where the server opens it, as a
 * copy of a database folder made once per set of migrations and kept in the temp folder. A new
 * folder costs initdb in a child process (6–8 s on a slow 2-core machine, with both cores busy);
 * the copy a fraction of a second. For tests and browser journeys whose subject is not the first
 * start: `embedded-data-folder.test.ts` and the built server's test make theirs as a first start does.
 * A folder that already holds a database is left as it is.
 */
export async function seedEmbeddedDatabase(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'db');
  if (existsSync(path.join(target, 'PG_VERSION'))) return;
  const template = path.join(tmpdir(), `helvetax-pglite-folder-${migrationsHash()}`);
  if (!existsSync(path.join(template, 'PG_VERSION'))) {
    // Made aside and renamed into place: a worker making the same template at the same time
    // never copies a half-made one, and the one renamed second is thrown away.
    const aside = await mkdtemp(`${template}.partial-`);
    const made = await openDatabase({ dataDir: aside });
    await made.close();
    await rename(path.join(aside, 'db'), template).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
    await rm(aside, { recursive: true, force: true });
  }
  await cp(template, target, { recursive: true });
}

/**
 * Drops a test database once the closed pool's connections have really gone. `with (force)`
 * right away would kill a backend that is still closing, and its client would report that as an
 * unhandled error; so wait for them first and force only as a last resort.
 */
async function dropTestDatabase(name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await dropper.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await dropper.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await dropper.query(`drop database if exists ${name} with (force)`);
  } finally {
    await dropper.end();
  }
}

/** True when the PostgreSQL server answers; used by the config to run or skip that project. */
export async function postgresReachable(url = TEST_DATABASE_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
