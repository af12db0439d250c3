import type { TaxCategoryPreferences } from '@shared/contract/advanced-tax-info';
import {
  ADVANCED_SECTION_IDS,
  ADVANCED_TAB_IDS,
  SECTION_DOCUMENT_CATEGORY_IDS,
  advancedChangeBlocker,
  isSectionEnabled,
  isSectionLocked,
  visibleTabs,
  type AdvancedSectionId,
  type AdvancedTabId,
  type SectionProfile,
} from '@shared/domain/advanced-sections';

/**
 * The client rules of the advanced tax information page (spec part 2 'Advanced tax information
 * page', 'Tax documents overview', §4): which sections are on and how their switch behaves,
 * which tabs show, how many files each section and category holds, and whether a category's
 * upload button can be used. Pure, so the tests can name every case.
 */

/** How a section's 'relevant' switch behaves: always on, on by the tax profile, or the person's choice. */
export type SectionToggle = 'always' | 'auto' | 'manual';

export type SectionSummary = {
  id: AdvancedSectionId;
  enabled: boolean;
  toggle: SectionToggle;
  /** Files of the year in the section's categories. */
  fileCount: number;
  categories: { id: number; fileCount: number }[];
};

/** What the person switched by hand, from the preferences call (nothing while it loads or fails). */
export function manualToggles(preferences: TaxCategoryPreferences | undefined): Partial<Record<AdvancedSectionId, boolean>> {
  const toggles: Partial<Record<AdvancedSectionId, boolean>> = {};
  if (!preferences) return toggles;
  for (const id of ADVANCED_SECTION_IDS) {
    const manual = preferences.sections[id]?.manual;
    if (typeof manual === 'boolean') toggles[id] = manual;
  }
  return toggles;
}

/** The page's tabs: Overview and Authorization always, the other sections while they are on. */
export function pageTabs(profile: SectionProfile, preferences: TaxCategoryPreferences | undefined): AdvancedTabId[] {
  return visibleTabs(profile, manualToggles(preferences));
}

/** A tab id from the address bar, or null when it names no tab of the page. */
export function tabIdOf(value: string | null): AdvancedTabId | null {
  return value !== null && (ADVANCED_TAB_IDS as readonly string[]).includes(value) ? (value as AdvancedTabId) : null;
}

export function fileCountsByCategory(files: readonly { categoryId: number }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const file of files) counts.set(file.categoryId, (counts.get(file.categoryId) ?? 0) + 1);
  return counts;
}

/**
 * One summary per section in page order. A file whose category belongs to two sections (35
 * alimony: deductions and children) counts in both, as both show it.
 */
export function sectionSummaries(input: {
  profile: SectionProfile;
  preferences: TaxCategoryPreferences | undefined;
  files: readonly { categoryId: number }[];
}): SectionSummary[] {
  const manual = manualToggles(input.preferences);
  const counts = fileCountsByCategory(input.files);
  return ADVANCED_SECTION_IDS.map((id) => {
    const categories = SECTION_DOCUMENT_CATEGORY_IDS[id].map((categoryId) => ({ id: categoryId, fileCount: counts.get(categoryId) ?? 0 }));
    return {
      id,
      enabled: isSectionEnabled(id, input.profile, manual),
      toggle: id === 'authorization' ? 'always' : isSectionLocked(id, input.profile) ? 'auto' : 'manual',
      fileCount: categories.reduce((sum, category) => sum + category.fileCount, 0),
      categories,
    };
  });
}

/**
 * Whether a category's upload button works, and if not, why (the button says so): the year is
 * locked; the section is not relevant; or the year is not at a status that takes advanced
 * data (the server refuses with the same rule).
 */
export type UploadAvailability = 'ready' | 'locked' | 'notRelevant' | 'notAllowed';

export function uploadAvailability(input: { locked: boolean; statusId: number; relevant: boolean }): UploadAvailability {
  if (input.locked) return 'locked';
  if (!input.relevant) return 'notRelevant';
  if (advancedChangeBlocker({ statusId: input.statusId, locked: false })) return 'notAllowed';
  return 'ready';
}
