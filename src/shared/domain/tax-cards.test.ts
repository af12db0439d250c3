import { describe, expect, it } from 'vitest';
import {
  TAX_CARD_CATEGORIES,
  TAX_CARD_IDS,
  evaluateTaxCards,
  profileCompleteness,
  sectionExpanded,
  taxCardSections,
  taxCardSummary,
  topRecommendations,
  type TaxCardId,
  type TaxCardProfile,
} from './tax-cards';

function card(profile: TaxCardProfile, id: TaxCardId) {
  const found = evaluateTaxCards(profile).find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}

function enabledIds(profile: TaxCardProfile): string[] {
  return evaluateTaxCards(profile)
    .filter((c) => c.isEnabled)
    .map((c) => c.id);
}

/** Part 2 §4 'Card enablement': per card a profile that enables it and ones that do not. */
const RULES: { id: TaxCardId; on: TaxCardProfile[]; off: TaxCardProfile[] }[] = [
  { id: 'children_allowances', on: [{ hasChildren: true, numberOfChildren: 2 }], off: [{ hasChildren: false }, {}] },
  { id: 'childcare_costs', on: [{ hasChildren: true, numberOfChildren: 1 }], off: [{ hasChildren: false, numberOfChildren: 3 }] },
  { id: 'education_expenses', on: [{ hasChildren: true }], off: [{ hasChildren: null }] },
  { id: 'spouse_income', on: [{ maritalStatus: 'married' }], off: [{ maritalStatus: 'individual' }, { maritalStatus: 'divorced' }, {}] },
  {
    id: 'alimony_payments',
    on: [{ paysAlimony: true, maritalStatus: 'married' }, { maritalStatus: 'divorced' }, { maritalStatus: 'separated', paysAlimony: false }],
    off: [{ maritalStatus: 'widowed', paysAlimony: false }, { maritalStatus: 'married' }, {}],
  },
  { id: 'property_expenses', on: [{ propertyOwner: true }], off: [{ propertyOwner: false }, {}] },
  { id: 'mortgage_interest', on: [{ propertyOwner: true, numberOfProperties: 1 }], off: [{ propertyOwner: false, numberOfProperties: 2 }] },
  {
    id: 'rental_income',
    on: [{ propertyOwner: true, numberOfProperties: 2 }],
    off: [{ propertyOwner: true, numberOfProperties: 1 }, { propertyOwner: true }, { propertyOwner: false, numberOfProperties: 3 }],
  },
  { id: 'investment_income', on: [{ hasInvestments: true }], off: [{ hasInvestments: false }] },
  { id: 'securities_custody', on: [{ hasInvestments: true }], off: [{ hasInvestments: null }] },
  { id: 'pillar3a_contributions', on: [{ hasPillar3a: true }], off: [{ hasPillar3a: false }] },
  {
    id: 'pension_income',
    on: [{ hasPension: true, employmentType: 'employed' }, { employmentType: 'retired' }],
    off: [{ hasPension: false, employmentType: 'employed' }, {}],
  },
  {
    id: 'self_employment',
    on: [{ employmentType: 'self-employed' }, { employmentType: 'mixed' }],
    off: [{ employmentType: 'employed' }, { employmentType: 'farmer' }, {}],
  },
  { id: 'farming_income', on: [{ employmentType: 'farmer' }], off: [{ employmentType: 'self-employed' }, { employmentType: 'mixed' }] },
  {
    id: 'professional_expenses',
    on: [{ employmentType: 'employed' }, { employmentType: 'mixed' }],
    off: [{ employmentType: 'self-employed' }, { employmentType: 'retired' }, { employmentType: 'unemployed' }],
  },
  { id: 'firefighter_allowance', on: [{ isFirefighter: true }], off: [{ isFirefighter: false }] },
  { id: 'disability_deductions', on: [{ isDisabled: true }], off: [{ isDisabled: false }] },
  { id: 'foreign_income', on: [{ hasForeignIncome: true }], off: [{ hasForeignIncome: false }] },
  { id: 'ahv_iv_benefits', on: [{ receivesAHVIV: true }], off: [{ receivesAHVIV: false }] },
  { id: 'moving_expenses', on: [{ movedDuringYear: 'yes' }], off: [{ movedDuringYear: 'no' }, {}] },
  { id: 'canton_specific_deductions', on: [{ cantonOfResidence: 'zuerich' }], off: [{ cantonOfResidence: '' }, { cantonOfResidence: null }] },
];

describe('tax cards', () => {
  it('has 21 cards in 11 categories, every category used', () => {
    expect(TAX_CARD_IDS).toHaveLength(21);
    expect(new Set(TAX_CARD_IDS).size).toBe(21);
    expect(TAX_CARD_CATEGORIES.map((c) => c.id)).toEqual([
      'family', 'relationship', 'property', 'investments', 'pension', 'employment', 'special', 'international', 'social', 'relocation', 'canton',
    ]);
    const sections = taxCardSections({});
    expect(sections).toHaveLength(11);
    for (const s of sections) expect(s.totalCount).toBeGreaterThan(0);
    expect(sections.reduce((sum, s) => sum + s.totalCount, 0)).toBe(21);
    expect(RULES.map((r) => r.id).sort()).toEqual([...TAX_CARD_IDS].sort());
  });

  it('enables nothing for an empty profile', () => {
    expect(enabledIds({})).toEqual([]);
    for (const c of evaluateTaxCards({})) {
      expect(c.relevanceReason).toBeNull();
      expect(c.requiredFields.length).toBeGreaterThan(0);
    }
  });

  describe.each(RULES)('$id', ({ id, on, off }) => {
    it('is enabled when its rule holds', () => {
      for (const profile of on) {
        const c = card(profile, id);
        expect(c.isEnabled, JSON.stringify(profile)).toBe(true);
        expect(c.relevanceReason).not.toBeNull();
      }
    });
    it('is not enabled otherwise', () => {
      for (const profile of off) {
        const c = card(profile, id);
        expect(c.isEnabled, JSON.stringify(profile)).toBe(false);
        expect(c.relevanceReason).toBeNull();
      }
    });
  });

  it('gives reasons as keys with parameters for translation', () => {
    expect(card({ hasChildren: true, numberOfChildren: 2 }, 'children_allowances').relevanceReason).toEqual({ key: 'children', params: { count: 2 } });
    expect(card({ hasChildren: true, childrenAges: [3, 5, 9] }, 'childcare_costs').relevanceReason).toEqual({ key: 'children', params: { count: 3 } });
    expect(card({ maritalStatus: 'married' }, 'spouse_income').relevanceReason).toEqual({ key: 'married' });
    expect(card({ paysAlimony: true }, 'alimony_payments').relevanceReason).toEqual({ key: 'paysAlimony' });
    expect(card({ maritalStatus: 'separated' }, 'alimony_payments').relevanceReason).toEqual({ key: 'maritalStatus', params: { status: 'separated' } });
    expect(card({ propertyOwner: true, numberOfProperties: 3 }, 'rental_income').relevanceReason).toEqual({ key: 'multipleProperties', params: { count: 3 } });
    expect(card({ employmentType: 'retired' }, 'pension_income').relevanceReason).toEqual({ key: 'retired' });
    expect(card({ employmentType: 'mixed' }, 'self_employment').relevanceReason).toEqual({ key: 'employmentType', params: { type: 'mixed' } });
    expect(card({ cantonOfResidence: 'st-gallen' }, 'canton_specific_deductions').relevanceReason).toEqual({
      key: 'canton',
      params: { canton: 'st-gallen', code: 'SG' },
    });
  });

  it('names the required fields of a card that does not apply', () => {
    expect(card({}, 'rental_income').requiredFields).toEqual(['propertyOwner', 'numberOfProperties']);
    expect(card({}, 'moving_expenses').requiredFields).toEqual(['movedDuringYear']);
  });

  it('counts enabled cards per section and expands sections with an enabled card or a user toggle', () => {
    const sections = taxCardSections({ hasChildren: true, numberOfChildren: 2, propertyOwner: true, numberOfProperties: 1 });
    const family = sections.find((s) => s.id === 'family')!;
    const property = sections.find((s) => s.id === 'property')!;
    const special = sections.find((s) => s.id === 'special')!;
    expect([family.enabledCount, family.totalCount]).toEqual([3, 3]);
    expect([property.enabledCount, property.totalCount]).toEqual([2, 3]);
    expect([special.enabledCount, special.totalCount]).toEqual([0, 2]);
    expect(family.isExpanded).toBe(true);
    expect(special.isExpanded).toBe(false);
    expect(sectionExpanded(family, false)).toBe(true);
    expect(sectionExpanded(special, false)).toBe(false);
    expect(sectionExpanded(special, true)).toBe(true);
  });
});

describe('profile completeness', () => {
  it('is 0 for an empty profile and 100 when all nine fields are answered', () => {
    expect(profileCompleteness({})).toBe(0);
    expect(
      profileCompleteness({
        firstName: 'Anna',
        lastName: 'Muster',
        cantonOfResidence: 'bern',
        maritalStatus: 'individual',
        employmentType: 'employed',
        hasChildren: false,
        propertyOwner: false,
        hasInvestments: false,
        hasPillar3a: false,
      }),
    ).toBe(100);
  });

  it('counts false as an answer and rounds to whole percent', () => {
    expect(profileCompleteness({ hasChildren: false })).toBe(11); // 1/9
    expect(profileCompleteness({ firstName: 'Anna', lastName: 'Muster' })).toBe(22); // 2/9
    expect(profileCompleteness({ firstName: 'A', lastName: 'B', hasChildren: true, propertyOwner: false, hasPillar3a: true })).toBe(56); // 5/9
  });

  it('does not count null, undefined or blank text', () => {
    expect(profileCompleteness({ firstName: '  ', lastName: null, hasChildren: null, cantonOfResidence: '' })).toBe(0);
  });
});

describe('top recommendations', () => {
  it('returns at most three enabled cards by category priority', () => {
    const everything: TaxCardProfile = {
      hasChildren: true,
      numberOfChildren: 1,
      maritalStatus: 'married',
      propertyOwner: true,
      numberOfProperties: 2,
      hasInvestments: true,
      hasPillar3a: true,
      employmentType: 'mixed',
      isFirefighter: true,
    };
    expect(topRecommendations(everything).map((c) => c.id)).toEqual(['children_allowances', 'childcare_costs', 'education_expenses']);
  });

  it('orders family, property, employment, pension, investments, then the rest in category order', () => {
    const profile: TaxCardProfile = {
      cantonOfResidence: 'zuerich', // canton: last
      isFirefighter: true, // special
      hasInvestments: true, // investments
      hasPillar3a: true, // pension
      employmentType: 'farmer', // employment
      maritalStatus: 'married', // relationship
    };
    expect(topRecommendations(profile).map((c) => c.id)).toEqual(['farming_income', 'pillar3a_contributions', 'investment_income']);
    expect(topRecommendations({ propertyOwner: true, employmentType: 'employed', hasChildren: true }).map((c) => c.id)).toEqual([
      'children_allowances',
      'childcare_costs',
      'education_expenses',
    ]);
    expect(topRecommendations({ propertyOwner: true, employmentType: 'employed' }).map((c) => c.id)).toEqual([
      'property_expenses',
      'mortgage_interest',
      'professional_expenses',
    ]);
    expect(topRecommendations({ cantonOfResidence: 'bern', isFirefighter: true, maritalStatus: 'married', movedDuringYear: 'yes' }).map((c) => c.id)).toEqual([
      'spouse_income',
      'firefighter_allowance',
      'moving_expenses',
    ]);
  });

  it('is empty when nothing applies', () => {
    expect(topRecommendations({})).toEqual([]);
  });

  it('sums up the demo figures', () => {
    expect(taxCardSummary({ hasChildren: true, numberOfChildren: 2, cantonOfResidence: 'bern', firstName: 'Anna' })).toEqual({
      activeSections: 2,
      enabledCards: 4,
      completeness: 33,
      priorityCards: 3,
    });
  });
});
