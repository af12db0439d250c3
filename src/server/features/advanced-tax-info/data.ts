import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { advancedTaxSections, taxCategoryPreferences } from '../../db/schema';
import { sealSectionData } from '../../platform/advanced-tax-info/data';

/** Replaces a section's data with the newly validated one (one row per user, year and section). */
export async function upsertSection(db: DbOrTx, row: { userId: number; taxYear: number; section: string; data: unknown; now: Date }): Promise<void> {
  // Identifiers (tax and AHV numbers) are stored encrypted; readers get them back in plain.
  const data = sealSectionData(row.section, row.data);
  await db
    .insert(advancedTaxSections)
    .values({ userId: row.userId, taxYear: row.taxYear, section: row.section, data, updatedAt: row.now })
    .onConflictDoUpdate({
      target: [advancedTaxSections.userId, advancedTaxSections.taxYear, advancedTaxSections.section],
      set: { data, updatedAt: row.now },
    });
}

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
