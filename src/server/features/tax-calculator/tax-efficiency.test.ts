// The tax-efficiency analysis (src/shared/tax-engine/tax-efficiency.ts) on the real tables: every
// saving must be the difference of two engine runs.
import { describe, expect, it } from 'vitest';
import type { TaxEfficiencyFigures } from '@shared/contract/tax-efficiency';
import { householdTaxes, type HouseholdTaxInput } from '@shared/tax-engine/household-taxes';
import { analyseTaxEfficiency, householdFromFigures, RECOMMENDATION_STEP } from '@shared/tax-engine/tax-efficiency';
import { loadTaxYear } from './tax-tables';

const years = { current: loadTaxYear(2025), previous: loadTaxYear(2024) };
const totalOf = (input: HouseholdTaxInput, year = years.current) => householdTaxes(year, input).taxes.total;

const couple: HouseholdTaxInput = {
  bfsId: 351, // Bern
  confession: 'protestant',
  relationship: 'married',
  childrenAges: [4, 9],
  wealth: 250_000,
  earners: [
    { kind: 'employee', grossIncome: 120_000, hasPensionFund: true, age: 41, pillar3a: 3_000, commuting: 1_200 },
    { kind: 'employee', grossIncome: 50_000, hasPensionFund: false, age: 39 },
  ],
  childcare: 8_000,
  donations: 500,
  debtInterest: 4_000,
};
const withPillar3a = (input: HouseholdTaxInput, amounts: number[]): HouseholdTaxInput => ({
  ...input,
  earners: input.earners.map((e, i) => ({ ...e, pillar3a: amounts[i] ?? 0 })),
});
const recommendation = (analysis: ReturnType<typeof analyseTaxEfficiency>, id: string) => {
  const found = analysis.recommendations.find((r) => r.id === id);
  if (!found) throw new Error(`No ${id} recommendation`);
  return found;
};

describe('analyseTaxEfficiency', () => {
  const analysis = analyseTaxEfficiency(years, couple, null);
  const federal = years.current.tables.federal.deductions;
  const withFund = federal.S3aMax_mitVorsorge_EK?.max ?? 0; // 7,258

  it('shows the current year and the same figures under the year before', () => {
    expect(analysis.current).toEqual(householdTaxes(years.current, couple));
    expect(analysis.previous).toEqual(householdTaxes(years.previous, couple));
    expect(analysis.previousTaxYear).toBe(2024);
    expect(analyseTaxEfficiency({ current: years.current, previous: null }, couple, null).previous).toBeNull();
  });

  it('Pillar 3a: the open gap to each limit, and the saving is the difference of two engine runs', () => {
    // Earner 2 has no pension fund: 20 % of the net earned income (50,000 − 5.3 % − 1.1 %), under the large limit.
    const secondLimit = Math.floor((50_000 - 2_650 - 550) * 0.2);
    const pillar3a = recommendation(analysis, 'pillar3a');
    expect(pillar3a).toEqual({
      id: 'pillar3a',
      amount: withFund - 3_000 + secondLimit,
      limit: withFund,
      saving: totalOf(couple) - totalOf(withPillar3a(couple, [withFund, secondLimit])),
      done: false,
    });
    expect(pillar3a.saving).toBeGreaterThan(0);
  });

  it('score: 100 at the maximum, lower with less, 0 without Pillar 3a', () => {
    expect(analysis.score).toBeGreaterThan(0);
    expect(analysis.score).toBeLessThan(100);
    const secondLimit = Math.floor((50_000 - 2_650 - 550) * 0.2);
    const atMax = analyseTaxEfficiency(years, withPillar3a(couple, [withFund, secondLimit]), null);
    expect(atMax.score).toBe(100);
    expect(recommendation(atMax, 'pillar3a')).toMatchObject({ amount: 0, saving: 0, done: true });
    expect(analyseTaxEfficiency(years, withPillar3a(couple, [0, 0]), null).score).toBe(0);
  });

  it('a pensioner has no Pillar 3a to pay: no gap, nothing to gain, full score', () => {
    const pensioner: HouseholdTaxInput = { bfsId: 351, confession: 'none', relationship: 'single', childrenAges: [], earners: [{ kind: 'pensioner', grossIncome: 60_000, hasPensionFund: false }] };
    const r = analyseTaxEfficiency(years, pensioner, null);
    expect(recommendation(r, 'pillar3a')).toEqual({ id: 'pillar3a', amount: 0, limit: null, saving: 0, done: true });
    expect(r.score).toBe(100);
    expect(recommendation(r, 'professionalCosts').saving).toBe(0);
  });

  it('professional costs and donations: the saving of 1,000 francs more', () => {
    const earners = couple.earners.map((e, i) => (i === 0 ? { ...e, commuting: (e.commuting ?? 0) + RECOMMENDATION_STEP } : e));
    expect(recommendation(analysis, 'professionalCosts')).toEqual({
      id: 'professionalCosts',
      amount: RECOMMENDATION_STEP,
      limit: null,
      saving: totalOf(couple) - totalOf({ ...couple, earners }),
      done: false,
    });
    expect(recommendation(analysis, 'donations')).toEqual({
      id: 'donations',
      amount: RECOMMENDATION_STEP,
      limit: null,
      saving: totalOf(couple) - totalOf({ ...couple, donations: 1_500 }),
      done: false,
    });
    expect(recommendation(analysis, 'donations').saving).toBeGreaterThan(0);
  });

  it('savings from deductions: the total without the voluntary deductions entered, less the current total', () => {
    const without: HouseholdTaxInput = {
      ...couple,
      earners: couple.earners.map((e) => ({ ...e, pillar3a: 0, commuting: 0 })),
      childcare: 0,
      donations: 0,
      debtInterest: 0,
    };
    expect(analysis.savingsFromDeductions).toBe(totalOf(without) - totalOf(couple));
    expect(analysis.savingsFromDeductions).toBeGreaterThan(0);
  });

  it('refund: prepaid less the total, negative when tax is still to pay, null when unknown', () => {
    const total = analysis.current.taxes.total;
    expect(analysis.refund).toBeNull();
    expect(analyseTaxEfficiency(years, couple, total + 1_234).refund).toBe(1_234);
    expect(analyseTaxEfficiency(years, couple, total - 500).refund).toBe(-500);
  });
});

describe('householdFromFigures', () => {
  const figures: TaxEfficiencyFigures = {
    bfsId: null,
    earners: [
      { kind: 'employee', grossIncome: 90_000, socialContributions: null, pensionContributions: 4_000, hasPensionFund: true, pillar3a: 7_258, commuting: 900, professionalCosts: null },
      { kind: 'other', grossIncome: 20_000, socialContributions: 1_000, pensionContributions: null, hasPensionFund: false, pillar3a: 0, commuting: 0, professionalCosts: 2_500 },
    ],
    otherIncome: 300,
    wealth: 80_000,
    insurancePremiums: null,
    childcare: 0,
    donations: 200,
    debtInterest: 0,
    healthCosts: 0,
    prepaidTaxes: 12_000,
  };
  const household = { relationship: 'married' as const, childrenAges: [3], confession: 'roman' as const, earnerKind: 'employee' as const, age: 36, municipality: { bfsId: 261, name: 'Zürich', canton: 'ZH' } };

  it("maps the contract's figures to the engine's input: nulls leave the engine's estimates, both earners take the profile's age", () => {
    expect(householdFromFigures(household, figures)).toEqual({
      bfsId: 261,
      confession: 'roman',
      relationship: 'married',
      childrenAges: [3],
      earners: [
        { kind: 'employee', grossIncome: 90_000, socialContributions: undefined, pensionContributions: 4_000, hasPensionFund: true, age: 36, pillar3a: 7_258, commuting: 900, professionalCosts: undefined },
        { kind: 'other', grossIncome: 20_000, socialContributions: 1_000, pensionContributions: undefined, hasPensionFund: false, age: 36, pillar3a: 0, commuting: 0, professionalCosts: 2_500 },
      ],
      otherIncome: 300,
      wealth: 80_000,
      insurancePremiums: undefined,
      childcare: 0,
      donations: 200,
      debtInterest: 0,
      healthCosts: 0,
    });
  });

  it('takes the municipality chosen with the figures over the profile\'s', () => {
    expect(householdFromFigures(household, { ...figures, bfsId: 351 }).bfsId).toBe(351);
    expect(householdFromFigures({ ...household, age: null }, figures).earners[0]?.age).toBeUndefined();
  });
});
