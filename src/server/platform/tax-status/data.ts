import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { files, taxYearStatuses } from '../../db/schema';

export async function findTaxYearStatus(db: DbOrTx, userId: number, taxYear: number) {
  const rows = await db
    .select()
    .from(taxYearStatuses)
    .where(and(eq(taxYearStatuses.userId, userId), eq(taxYearStatuses.taxYear, taxYear)))
    .limit(1);
  return rows[0];
}

/**
 * Moves a year's status from `from` to `to` in one statement. A year without a row counts as
 * status 1. Returns false when the status was no longer `from` (a concurrent change won), so a
 * step happens exactly once however many requests ask for it.
 */
export async function moveTaxYearStatus(
  db: DbOrTx,
  args: { userId: number; taxYear: number; from: number; to: number; now: Date },
): Promise<boolean> {
  if (args.from === 1) {
    const inserted = await db
      .insert(taxYearStatuses)
      .values({ userId: args.userId, taxYear: args.taxYear, statusId: args.to, updatedAt: args.now })
      .onConflictDoUpdate({
        target: [taxYearStatuses.userId, taxYearStatuses.taxYear],
        set: { statusId: args.to, updatedAt: args.now },
        setWhere: sql`${taxYearStatuses.statusId} = ${args.from}`,
      })
      .returning({ statusId: taxYearStatuses.statusId });
    return inserted.length === 1;
  }
  const updated = await db
    .update(taxYearStatuses)
    .set({ statusId: args.to, updatedAt: args.now })
    .where(and(eq(taxYearStatuses.userId, args.userId), eq(taxYearStatuses.taxYear, args.taxYear), eq(taxYearStatuses.statusId, args.from)))
    .returning({ statusId: taxYearStatuses.statusId });
  return updated.length === 1;
}

/** The document categories a user has uploaded for a year: what the status rules look at. */
export async function uploadedCategoryIds(db: DbOrTx, userId: number, taxYear: number): Promise<number[]> {
  const rows = await db.selectDistinct({ categoryId: files.categoryId }).from(files).where(and(eq(files.userId, userId), eq(files.taxYear, taxYear)));
  return rows.map((r) => r.categoryId);
}
