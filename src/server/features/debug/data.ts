import { readFileSync } from 'node:fs';
import { count, desc, eq, sql } from 'drizzle-orm';
import { applyPendingMigrations, MIGRATIONS_JOURNAL, type Db, type DbOrTx } from '../../db/connect';
import { users } from '../../db/schema';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The columns of the users table as the database has them (information_schema). */
export async function userTableColumns(db: DbOrTx): Promise<string[]> {
  const result = await db.execute(
    sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'users' order by ordinal_position`,
  );
  return rowsOf<{ column_name: string }>(result).map((r) => r.column_name);
}

export async function userCounts(db: DbOrTx): Promise<{ users: number; taxProfileComplete: number }> {
  const [all] = await db.select({ n: count() }).from(users);
  const [complete] = await db.select({ n: count() }).from(users).where(eq(users.isTaxProfileComplete, true));
  return { users: Number(all?.n ?? 0), taxProfileComplete: Number(complete?.n ?? 0) };
}

export async function newestUser(db: DbOrTx) {
  const rows = await db.select({ id: users.id, email: users.email, createdAt: users.createdAt }).from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(1);
  return rows[0];
}

/**
 * The app's migrations that this database has not applied, by drizzle's own rule: every journal
 * entry newer than the newest row of drizzle.__drizzle_migrations (none there: all of them).
 */
export async function pendingMigrations(db: DbOrTx): Promise<string[]> {
  const journal = JSON.parse(readFileSync(MIGRATIONS_JOURNAL, 'utf8')) as { entries: { tag: string; when: number }[] };
  const exists = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`));
  let newest = -Infinity;
  if (exists[0]?.present) {
    const last = rowsOf<{ created_at: string | number | null }>(
      await db.execute(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`),
    );
    if (last[0]?.created_at != null) newest = Number(last[0].created_at);
  }
  return journal.entries.filter((e) => e.when > newest).map((e) => e.tag);
}

export async function applyMigrations(db: Db): Promise<void> {
  await applyPendingMigrations(db);
}
