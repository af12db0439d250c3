import { describe, expect, it } from 'vitest';
import {
  ADVANCED_SECTION_IDS,
  advancedChangeBlocker,
  autoEnabledSections,
  isSectionEnabled,
  isSectionLocked,
  lockBlocker,
  SECTION_DOCUMENT_CATEGORY_IDS,
  visibleTabs,
} from './advanced-sections';
import { DOCUMENT_CATEGORIES, documentCategoryById } from './document-categories';

const ALL_OFF = {
  authorization: true,
  investments: false,
  deductions: false,
  realEstate: false,
  foreignIncome: false,
  spouse: false,
  children: false,
};

describe('section auto-enabling', () => {
  it('keeps only authorization on for an empty profile', () => {
    expect(autoEnabledSections({})).toEqual(ALL_OFF);
    expect(Object.keys(autoEnabledSections({})).sort()).toEqual([...ADVANCED_SECTION_IDS].sort());
  });

  it.each([
    ['children', { hasChildren: true }],
    ['spouse', { maritalStatus: 'married' }],
    ['realEstate', { propertyOwner: true }],
    ['investments', { hasInvestments: true }],
    ['foreignIncome', { hasForeignIncome: true }],
    ['deductions', { hasPillar3a: true }],
    ['deductions', { paysAlimony: true }],
    ['deductions', { isDisabled: true }],
    ['deductions', { receivesAHVIV: true }],
  ] as const)('turns %s on for %o, and nothing else', (section, profile) => {
    expect(autoEnabledSections(profile)).toEqual({ ...ALL_OFF, [section]: true });
  });

  it('leaves sections off for negative or other answers', () => {
    expect(
      autoEnabledSections({
        hasChildren: false,
        maritalStatus: 'divorced',
        propertyOwner: false,
        hasInvestments: false,
        hasForeignIncome: false,
        hasPillar3a: false,
        paysAlimony: false,
        isDisabled: false,
        receivesAHVIV: false,
      }),
    ).toEqual(ALL_OFF);
    expect(autoEnabledSections({ maritalStatus: 'separated' }).spouse).toBe(false);
  });

  it('locks auto-enabled toggles and authorization, not the others', () => {
    const profile = { hasChildren: true };
    expect(isSectionLocked('authorization', {})).toBe(true);
    expect(isSectionLocked('children', profile)).toBe(true);
    expect(isSectionLocked('spouse', profile)).toBe(false);
    expect(isSectionLocked('children', { hasChildren: false })).toBe(false);
  });

  it('lets manual toggles switch only the unlocked sections', () => {
    const profile = { hasChildren: true };
    expect(isSectionEnabled('children', profile, { children: false })).toBe(true);
    expect(isSectionEnabled('authorization', {}, { authorization: false })).toBe(true);
    expect(isSectionEnabled('spouse', profile)).toBe(false);
    expect(isSectionEnabled('spouse', profile, { spouse: true })).toBe(true);
  });
});

describe('section coverage, tabs and the lock', () => {
  it('covers only known document categories, and every advanced-only category somewhere', () => {
    const covered = new Set(Object.values(SECTION_DOCUMENT_CATEGORY_IDS).flat());
    for (const id of covered) expect(documentCategoryById(id), `category ${id}`).toBeDefined();
    const advancedOnly = DOCUMENT_CATEGORIES.filter((c) => !c.basic && c.id < 100).map((c) => c.id);
    for (const id of advancedOnly) expect(covered.has(id), `category ${id}`).toBe(true);
  });

  it('shows Overview and Authorization always, the others when their section is on', () => {
    expect(visibleTabs({})).toEqual(['overview', 'authorization']);
    expect(visibleTabs({ hasChildren: true, maritalStatus: 'married' })).toEqual(['overview', 'authorization', 'spouse', 'children']);
    expect(visibleTabs({}, { investments: true, realEstate: false })).toEqual(['overview', 'authorization', 'investments']);
    // A toggle cannot hide what the profile switches on.
    expect(visibleTabs({ propertyOwner: true }, { realEstate: false })).toContain('realEstate');
  });

  it('lets the advanced data change only at status 2 and 3 and never once locked', () => {
    expect(advancedChangeBlocker({ statusId: 1, locked: false })).toBe('WRONG_STATUS');
    expect(advancedChangeBlocker({ statusId: 2, locked: false })).toBeNull();
    expect(advancedChangeBlocker({ statusId: 3, locked: false })).toBeNull();
    expect(advancedChangeBlocker({ statusId: 3, locked: true })).toBe('SECTION_LOCKED');
    expect(advancedChangeBlocker({ statusId: 4, locked: true })).toBe('SECTION_LOCKED');
    expect(advancedChangeBlocker({ statusId: 4, locked: false })).toBe('WRONG_STATUS');
  });

  it('locks only at status 3 with the accepted power of attorney; a locked year stays locked', () => {
    expect(lockBlocker({ statusId: 2, locked: false, powerOfAttorneyAccepted: true })).toBe('WRONG_STATUS');
    expect(lockBlocker({ statusId: 3, locked: false, powerOfAttorneyAccepted: false })).toBe('AUTHORIZATION_REQUIRED');
    expect(lockBlocker({ statusId: 3, locked: false, powerOfAttorneyAccepted: true })).toBeNull();
    expect(lockBlocker({ statusId: 4, locked: true, powerOfAttorneyAccepted: true })).toBeNull();
  });
});
