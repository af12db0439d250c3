import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { taxCategoryPreferences } from '../../db/schema';
import { upsertSection } from '../../platform/advanced-tax-info/data';

/** The platform's upsert: the pre-fill from e-tax statements (platform) writes sections the same way. */
export { upsertSection };

/** The sections switched on or off by hand for one user's tax year. */
export async function listPreferences(db: DbOrTx, userId: number, taxYear: number): Promise<{ categoryId: string; isRelevant: boolean }[]> {
  return db
    .select({ categoryId: taxCategoryPreferences.categoryId, isRelevant: taxCategoryPreferences.isRelevant })
    .from(taxCategoryPreferences)
    .where(and(eq(taxCategoryPreferences.userId, userId), eq(taxCategoryPreferences.taxYear, taxYear)));
}

export async function upsertPreference(
  db: DbOrTx,
  row: { userId: number; taxYear: number; categoryId: string; isRelevant: boolean; now: Date },
): Promise<void> {
  await db
    .insert(taxCategoryPreferences)
    .values({ userId: row.userId, taxYear: row.taxYear, categoryId: row.categoryId, isRelevant: row.isRelevant, updatedAt: row.now })
    .onConflictDoUpdate({
      target: [taxCategoryPreferences.userId, taxCategoryPreferences.taxYear, taxCategoryPreferences.categoryId],
      set: { isRelevant: row.isRelevant, updatedAt: row.now },
    });
}
