import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_JOURNAL, openDatabase, type Database } from '../../src/server/db/connect';

// An installation's first start makes the embedded database folder in a child process and
// renames it into place once initdb and every migration are done (db/connect.ts).
const onPostgres = process.env.TEST_DB === 'postgres';
let dataDir = '';
let database: Database | undefined;

afterEach(async () => {
  await database?.close();
  database = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function appliedMigrations(db: Database['db']): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe.skipIf(onPostgres)('the embedded database folder', () => {
  it('is made complete at the first start, with no half-made folder beside it, and opens again with its data', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'helvetax-data-folder-'));
    // What a first start killed halfway leaves behind.
    await mkdir(path.join(dataDir, 'db.partial-1', 'base'), { recursive: true });
    const journal = JSON.parse(await readFile(MIGRATIONS_JOURNAL, 'utf8')) as { entries: unknown[] };
    database = await openDatabase({ dataDir });
    expect(database.kind).toBe('pglite');
    expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
    expect(await readdir(dataDir)).toEqual(['db']);
    await database.db.execute(sql`create table restart_probe (id int)`);
    await database.db.execute(sql`insert into restart_probe values (42)`);
    await database.close();

    database = await openDatabase({ dataDir });
    expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
    const rows = (await database.db.execute(sql`select id from restart_probe`)) as unknown as { rows: { id: number }[] };
    expect(rows.rows).toEqual([{ id: 42 }]);
  });

  it('refuses a folder that holds files but no database, and leaves those files alone', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'helvetax-data-folder-'));
    await mkdir(path.join(dataDir, 'db'));
    await writeFile(path.join(dataDir, 'db', 'notes.txt'), 'not a database');
    await expect(openDatabase({ dataDir })).rejects.toThrow(/holds files but no database/);
    expect(await readFile(path.join(dataDir, 'db', 'notes.txt'), 'utf8')).toBe('not a database');
    expect(await readdir(dataDir)).toEqual(['db']);
  });
});
