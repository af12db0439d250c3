import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { advancedTaxSections } from '../../db/schema';
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
