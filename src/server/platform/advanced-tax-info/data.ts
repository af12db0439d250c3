import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { advancedTaxSections, files, taxCategoryPreferences } from '../../db/schema';
import { SECTION_IDENTIFIER_PATHS } from '../encryption-at-rest/identifier-paths';
import { fieldKeyring, openJsonFields, sealJsonFields } from '../field-encryption';

export type SectionRow = { section: string; data: unknown; updatedAt: Date };

/** A section's data as it is stored: its identifiers encrypted. */
export function sealSectionData(section: string, data: unknown): unknown {
  const paths = SECTION_IDENTIFIER_PATHS[section];
  return paths ? sealJsonFields(fieldKeyring(), data, paths) : data;
}

function openSectionRow(row: SectionRow): SectionRow {
  const paths = SECTION_IDENTIFIER_PATHS[row.section];
  return paths ? { ...row, data: openJsonFields(fieldKeyring(), row.data, paths) } : row;
}

/** Every saved section of one user's tax year. */
export async function listSections(db: DbOrTx, userId: number, taxYear: number): Promise<SectionRow[]> {
  const rows = await db
    .select({ section: advancedTaxSections.section, data: advancedTaxSections.data, updatedAt: advancedTaxSections.updatedAt })
    .from(advancedTaxSections)
    .where(and(eq(advancedTaxSections.userId, userId), eq(advancedTaxSections.taxYear, taxYear)));
  return rows.map(openSectionRow);
}

export async function findSection(db: DbOrTx, userId: number, taxYear: number, section: string): Promise<SectionRow | undefined> {
  const rows = await db
    .select({ section: advancedTaxSections.section, data: advancedTaxSections.data, updatedAt: advancedTaxSections.updatedAt })
    .from(advancedTaxSections)
    .where(and(eq(advancedTaxSections.userId, userId), eq(advancedTaxSections.taxYear, taxYear), eq(advancedTaxSections.section, section)))
    .limit(1);
  return rows[0] && openSectionRow(rows[0]);
}

/** Replaces a section's data with the newly validated one (one row per user, year and section). */
export async function upsertSection(db: DbOrTx, row: { userId: number; taxYear: number; section: string; data: unknown; now: Date }): Promise<void> {
  // Identifiers (tax, AHV and bank numbers) are stored encrypted; readers get them back in plain.
  const data = sealSectionData(row.section, row.data);
  await db
    .insert(advancedTaxSections)
    .values({ userId: row.userId, taxYear: row.taxYear, section: row.section, data, updatedAt: row.now })
    .onConflictDoUpdate({
      target: [advancedTaxSections.userId, advancedTaxSections.taxYear, advancedTaxSections.section],
      set: { data, updatedAt: row.now },
    });
}

/** A document of this owner: its year and the name it was uploaded under. */
export async function findOwnedFile(db: DbOrTx, userId: number, fileId: number): Promise<{ taxYear: number; originalName: string } | undefined> {
  const [row] = await db
    .select({ taxYear: files.taxYear, originalName: files.originalName })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.userId, userId)));
  return row;
}

/** Which of these documents of the owner still exist. */
export async function existingFileIds(db: DbOrTx, userId: number, fileIds: number[]): Promise<Set<number>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.userId, userId), inArray(files.id, fileIds)));
  return new Set(rows.map((r) => r.id));
}

/** Switches a section on for the year unless the person already switched it on or off by hand. */
export async function insertPreferenceIfAbsent(db: DbOrTx, row: { userId: number; taxYear: number; categoryId: string; isRelevant: boolean; now: Date }): Promise<boolean> {
  const inserted = await db
    .insert(taxCategoryPreferences)
    .values({ userId: row.userId, taxYear: row.taxYear, categoryId: row.categoryId, isRelevant: row.isRelevant, updatedAt: row.now })
    .onConflictDoNothing()
    .returning({ categoryId: taxCategoryPreferences.categoryId });
  return inserted.length > 0;
}
