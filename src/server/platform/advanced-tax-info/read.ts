import { z } from 'zod';
import {
  authorizationSettingsSchema,
  childInfoSchema,
  deductionSettingsSchema,
  investmentSettingsSchema,
  realEstateSettingsSchema,
  SAVED_SECTION_IDS,
  spouseInfoSchema,
  type AdvancedTaxInfo,
  type InvestmentSettings,
  type SavedSectionId,
} from '@shared/contract/advanced-tax-info';
import type { DbOrTx } from '../../db/connect';
import { findTaxYearStatus } from '../tax-status/data';
import { existingFileIds, listSections } from './data';

/**
 * Reading the advanced tax information of a user's year: the taxpayer's own area
 * (features/advanced-tax-info) and the experts' case page (features/expert) read it the same way.
 */

/** The schema each saved section was validated with; reading goes through it again. */
export const SECTION_SCHEMAS = {
  authorization: authorizationSettingsSchema,
  spouse: spouseInfoSchema,
  children: z.array(childInfoSchema),
  investments: investmentSettingsSchema,
  deductions: deductionSettingsSchema,
  realEstate: realEstateSettingsSchema,
} satisfies Record<SavedSectionId, z.ZodType>;

export type SectionData = { [K in SavedSectionId]: z.infer<(typeof SECTION_SCHEMAS)[K]> };

/**
 * A stored section as its schema reads it today; null when it no longer fits (a rule changed
 * since it was saved, e.g. a canton's tax-number format): the person then sees the section as
 * not filled in and saves it again, instead of the whole page failing.
 */
export function parseSection<K extends SavedSectionId>(section: K, stored: unknown): SectionData[K] | null {
  const parsed = SECTION_SCHEMAS[section].safeParse(stored);
  return parsed.success ? (parsed.data as SectionData[K]) : null;
}

/** Everything saved for one user's tax year (spec part 2 'Advanced tax information page'). */
export async function getAdvancedTaxInfo(db: DbOrTx, args: { userId: number; taxYear: number }): Promise<AdvancedTaxInfo> {
  // In turn, not Promise.all: callers inside a transaction share one connection (pg deprecates concurrent queries on it).
  const rows = await listSections(db, args.userId, args.taxYear);
  const status = await findTaxYearStatus(db, args.userId, args.taxYear);
  const info: AdvancedTaxInfo = {
    taxYear: args.taxYear,
    locked: status?.advancedTaxLocked ?? false,
    authorization: null,
    spouse: null,
    children: [],
    investments: null,
    deductions: null,
    realEstate: null,
    lastUpdated: {},
  };
  for (const row of rows) {
    const section = SAVED_SECTION_IDS.find((id) => id === row.section);
    if (!section) continue;
    const value = parseSection(section, row.data);
    if (value === null) continue;
    (info as Record<SavedSectionId, unknown>)[section] = value;
    info.lastUpdated[section] = row.updatedAt.toISOString();
  }
  if (info.investments) info.investments = await markDeletedSources(db, args.userId, info.investments);
  return info;
}

/**
 * Entries pre-filled from a document that is gone since stay as they are (nothing the person
 * checked is lost) and are marked, so the person and the expert see their source is missing.
 * Found when reading rather than when deleting: whatever removes a document, the mark follows.
 */
async function markDeletedSources(db: DbOrTx, userId: number, investments: InvestmentSettings): Promise<InvestmentSettings> {
  const fileIds = [...new Set(investments.entries.flatMap((entry) => (entry.source ? [entry.source.fileId] : [])))];
  if (fileIds.length === 0) return investments;
  const existing = await existingFileIds(db, userId, fileIds);
  return {
    ...investments,
    entries: investments.entries.map((entry) =>
      entry.source && !existing.has(entry.source.fileId) ? { ...entry, source: { ...entry.source, documentDeleted: true } } : entry,
    ),
  };
}
