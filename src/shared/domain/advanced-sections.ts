/**
 * Which sections of the advanced tax information and the tax documents overview switch on by
 * themselves because of the tax-profile answers (spec part 2 §4 'Section auto-enabling').
 * A section the profile turns on cannot be switched off by hand: its toggle is locked, so the
 * documents the answers call for are never hidden. Authorization is always on.
 */
import type { User } from '../contract/user-answer';
import { TAX_STATUS } from './tax-status';

export const ADVANCED_SECTION_IDS = [
  'authorization',
  'investments',
  'deductions',
  'realEstate',
  'foreignIncome',
  'spouse',
  'children',
] as const;

export type AdvancedSectionId = (typeof ADVANCED_SECTION_IDS)[number];

export type SectionProfile = Partial<
  Pick<
    User,
    | 'hasChildren'
    | 'maritalStatus'
    | 'propertyOwner'
    | 'hasInvestments'
    | 'hasForeignIncome'
    | 'hasPillar3a'
    | 'paysAlimony'
    | 'isDisabled'
    | 'receivesAHVIV'
  >
>;

/** Sections the answers switch on; the rest start off and may be switched on by hand. */
export function autoEnabledSections(profile: SectionProfile): Record<AdvancedSectionId, boolean> {
  return {
    authorization: true,
    investments: profile.hasInvestments === true,
    deductions:
      profile.hasPillar3a === true || profile.paysAlimony === true || profile.isDisabled === true || profile.receivesAHVIV === true,
    realEstate: profile.propertyOwner === true,
    foreignIncome: profile.hasForeignIncome === true,
    spouse: profile.maritalStatus === 'married',
    children: profile.hasChildren === true,
  };
}

/** An auto-enabled toggle (and authorization, always) cannot be switched by hand. */
export function isSectionLocked(id: AdvancedSectionId, profile: SectionProfile): boolean {
  return autoEnabledSections(profile)[id];
}

/**
 * Whether a section is on: locked ones are on whatever was saved by hand; the others follow the
 * manual toggle (off when never toggled).
 */
export function isSectionEnabled(
  id: AdvancedSectionId,
  profile: SectionProfile,
  manualToggles: Partial<Record<AdvancedSectionId, boolean>> = {},
): boolean {
  return isSectionLocked(id, profile) || manualToggles[id] === true;
}

/**
 * The document categories each section's uploads and file counts cover (spec part 2 §3
 * 'Section coverage'). Where the spec leaves an advanced category in no section we put it where
 * a person looks for it (docs/decisions.md): 6–9, 15, 21 and 35 under deductions, 22 under real
 * estate; 13 (primary residence) only under real estate.
 */
export const SECTION_DOCUMENT_CATEGORY_IDS: Record<AdvancedSectionId, readonly number[]> = {
  authorization: [1, 2],
  deductions: [3, 4, 5, 6, 7, 8, 9, 15, 21, 35],
  investments: [10, 11, 12],
  realEstate: [13, 14, 16, 22],
  foreignIncome: [17, 18, 19, 20],
  spouse: [26, 27, 28, 29, 30],
  children: [31, 32, 33, 34, 35, 36, 37, 38],
};

/** Sections a person may switch on or off by hand (authorization is always on). */
export const TOGGLEABLE_SECTION_IDS = ADVANCED_SECTION_IDS.filter((id) => id !== 'authorization') as Exclude<AdvancedSectionId, 'authorization'>[];

export function isToggleableSection(id: string): id is Exclude<AdvancedSectionId, 'authorization'> {
  return (TOGGLEABLE_SECTION_IDS as string[]).includes(id);
}

/** The eight tabs of the advanced tax information page, in order. */
export const ADVANCED_TAB_IDS = ['overview', ...ADVANCED_SECTION_IDS] as const;
export type AdvancedTabId = (typeof ADVANCED_TAB_IDS)[number];

/**
 * Tabs the page shows: Overview and Authorization always; every other section's tab when the
 * section is on, by the tax profile (the card set) or by the person's own toggle.
 */
export function visibleTabs(profile: SectionProfile, manualToggles: Partial<Record<AdvancedSectionId, boolean>> = {}): AdvancedTabId[] {
  return ADVANCED_TAB_IDS.filter((tab) => tab === 'overview' || isSectionEnabled(tab, profile, manualToggles));
}

/**
 * Why the advanced data (sections, preferences, uploads) of a year cannot change now, or null.
 * It is filled while the documents are gathered (status 2 and 3); finishing the section locks
 * it for good, and a transmitted year (4 or more) is locked by then as well.
 */
export function advancedChangeBlocker(input: { statusId: number; locked: boolean }): 'SECTION_LOCKED' | 'WRONG_STATUS' | null {
  if (input.locked) return 'SECTION_LOCKED';
  if (input.statusId < TAX_STATUS.documentsPending || input.statusId > TAX_STATUS.documentsSubmitted) return 'WRONG_STATUS';
  return null;
}

/**
 * Why 'Finish Section' cannot lock the year now, or null. Locking is what makes the year ready
 * to transmit, so it needs status 3 (all required documents) and the saved authorization with
 * the accepted power of attorney, without which the experts may not act for the person.
 */
export function lockBlocker(input: {
  statusId: number;
  locked: boolean;
  powerOfAttorneyAccepted: boolean;
}): 'WRONG_STATUS' | 'AUTHORIZATION_REQUIRED' | null {
  if (input.locked) return null;
  if (input.statusId !== TAX_STATUS.documentsSubmitted) return 'WRONG_STATUS';
  if (!input.powerOfAttorneyAccepted) return 'AUTHORIZATION_REQUIRED';
  return null;
}
