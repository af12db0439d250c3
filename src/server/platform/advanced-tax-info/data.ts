import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { advancedTaxSections } from '../../db/schema';

export type SectionRow = { section: string; data: unknown; updatedAt: Date };

/** Every saved section of one user's tax year. */
export async function listSections(db: DbOrTx, userId: number, taxYear: number): Promise<SectionRow[]> {
  return db
    .select({ section: advancedTaxSections.section, data: advancedTaxSections.data, updatedAt: advancedTaxSections.updatedAt })
    .from(advancedTaxSections)
    .where(and(eq(advancedTaxSections.userId, userId), eq(advancedTaxSections.taxYear, taxYear)));
}

export async function findSection(db: DbOrTx, userId: number, taxYear: number, section: string): Promise<SectionRow | undefined> {
  const rows = await db
    .select({ section: advancedTaxSections.section, data: advancedTaxSections.data, updatedAt: advancedTaxSections.updatedAt })
    .from(advancedTaxSections)
    .where(and(eq(advancedTaxSections.userId, userId), eq(advancedTaxSections.taxYear, taxYear), eq(advancedTaxSections.section, section)))
    .limit(1);
  return rows[0];
}
