import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { advancedTaxSections, invoices, subscriptions, taxCategoryPreferences, taxYearStatuses, users } from '../../db/schema';
import { openUserRow } from '../../platform/users/data';

export const ADMIN_USER_SEARCH_LIMIT = 50;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Users whose e-mail or name contains `q` (or whose id is `q`), an exact e-mail first, then the
 * newest; without `q` the newest accounts. At most 50.
 */
export async function searchUsers(db: DbOrTx, q: string) {
  const pattern = likePattern(q);
  const idMatch = /^\d{1,9}$/.test(q) ? [eq(users.id, Number(q))] : [];
  const where = q
    ? or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
        ...idMatch,
      )
    : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`(lower(${users.email}) = lower(${q})) desc`, desc(users.id))
    .limit(ADMIN_USER_SEARCH_LIMIT);
  return rows.map(openUserRow);
}

export async function subscriptionsOfUsers(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.select().from(subscriptions).where(inArray(subscriptions.userId, userIds)).orderBy(asc(subscriptions.taxYear));
}

export async function openInvoicesOfUsers(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.userId, userIds), eq(invoices.status, 'open')))
    .orderBy(asc(invoices.id));
}

/** The user's row, locked until the transaction ends (a reset or role change happens once at a time). */
export async function lockUserRow(tx: DbOrTx, userId: number) {
  const rows = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return rows[0] && openUserRow(rows[0]);
}

/** Every tax year of the user back to status 1: a year without a row is at step 1 with no lock and no transmission. */
export async function deleteTaxYearStatuses(tx: DbOrTx, userId: number): Promise<number[]> {
  const rows = await tx.delete(taxYearStatuses).where(eq(taxYearStatuses.userId, userId)).returning({ taxYear: taxYearStatuses.taxYear });
  return rows.map((r) => r.taxYear);
}

export async function deleteAdvancedTaxSections(tx: DbOrTx, userId: number): Promise<number> {
  const rows = await tx.delete(advancedTaxSections).where(eq(advancedTaxSections.userId, userId)).returning({ taxYear: advancedTaxSections.taxYear });
  return rows.length;
}

export async function deleteTaxCategoryPreferences(tx: DbOrTx, userId: number): Promise<number> {
  const rows = await tx.delete(taxCategoryPreferences).where(eq(taxCategoryPreferences.userId, userId)).returning({ taxYear: taxCategoryPreferences.taxYear });
  return rows.length;
}
