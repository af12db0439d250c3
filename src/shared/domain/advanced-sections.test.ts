import { describe, expect, it } from 'vitest';
import { ADVANCED_SECTION_IDS, autoEnabledSections, isSectionEnabled, isSectionLocked } from './advanced-sections';

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
