/**
 * Which sections of the advanced tax information and the tax documents overview switch on by
 * themselves because of the tax-profile answers (spec part 2 §4 'Section auto-enabling').
 * A section the profile turns on cannot be switched off by hand: its toggle is locked, so the
 * documents the answers call for are never hidden. Authorization is always on.
 */
import type { User } from '../contract/user';

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
