// Creates a new embedded database folder: PGlite's initdb and every migration, run by
// connect.ts in a process of its own at an installation's first start (why: see createPgliteDataDir
// there). Plain JavaScript, so plain `node` runs it from the sources and from the built server alike.
//   node create-pglite-data-dir.mjs <folder> <migrations folder> <start params as JSON>
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import process from 'node:process';

const [dir, migrationsFolder, startParams] = process.argv.slice(2);
if (!dir || !migrationsFolder || !startParams) throw new Error('usage: create-pglite-data-dir.mjs <folder> <migrations folder> <start params as JSON>');
// pg_trgm backs the experts' search index (migration 0005): loaded as the server loads it.
const client = new PGlite(dir, { extensions: { pg_trgm }, startParams: JSON.parse(startParams) });
await client.waitReady;
await migrate(drizzle(client), { migrationsFolder });
await client.close();
