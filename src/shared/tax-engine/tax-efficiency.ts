// The tax-efficiency page's figures (issue 11, spec part 2 'Tax efficiency'): what the household
// pays, what it paid under last year's tables, what its deductions save, and three steps that
// would save more. Every saving is the difference of two engine runs, never an estimate.
// Pure: the prepared years come in; the server and the browser both call this.
//
// Definitions:
// - current: householdTaxes under the year's tables.
// - previous: the same input under the previous year's tables; null when there are none or the
//   municipality is not in them. previousTaxYear: the current year − 1.
// - savingsFromDeductions: the total with the voluntary deductions entered set to none (Pillar 3a,
//   commuting, effective professional costs, childcare, donations, debt interest, health costs;
//   insurance premiums back to ESTV's assumed ones) less the current total, never below 0.
// - refund: the provisional tax paid less the total (negative: still to pay); null when the prepaid
//   amount is not known.
// - Recommendation 'pillar3a': amount = the gap between what each earner (pensioners excluded)
//   paid and their limit of the year (with a pension fund S3aMax_mitVorsorge_EK, without it 20 % of
//   the net earned income up to S3aMax_ohneVorsorge_EK, federal table); limit = earner 1's limit;
//   saving = the total now less the total with every earner at the limit; done when no gap is left.
// - 'professionalCosts': the saving of 1,000 francs more commuting costs for earner 1 (or of
//   effective professional costs, where earner 1 claims them, if that saves more); amount 1,000,
//   no limit, never done. No saving when earner 1 is not employed.
// - 'donations': the saving of 1,000 francs more donations; amount 1,000.
// - score: 100 × (T0 − Tc) / (T0 − Tmax) rounded, within 0–100, where T0 is the total with no
//   Pillar 3a, Tc the current and Tmax the one with every earner at the limit; 100 when Pillar 3a
//   cannot change the total (T0 = Tmax).
import type { TaxEfficiencyAnalysis, TaxEfficiencyFigures, TaxEfficiencyResponse } from '../contract/tax-efficiency';
import type { TaxYear } from './calculate-taxes';
import { pillar3aLimit } from './federal-deductions';
import { earnerNetIncome, householdTaxes, householdTotal, type HouseholdEarner, type HouseholdTaxInput } from './household-taxes';

/** The step the professional-costs and donations recommendations are computed for, in francs. */
export const RECOMMENDATION_STEP = 1_000;

type Recommendation = TaxEfficiencyAnalysis['recommendations'][number];

/** An earner's Pillar 3a limit of the year; 0 for a pensioner. */
export function pillar3aLimitOf(year: TaxYear, earner: HouseholdEarner): number {
  if (earner.kind === 'pensioner') return 0;
  const netIncome = earnerNetIncome(year.tables.year, earner);
  return Math.floor(pillar3aLimit(year.tables.federal.deductions, { kind: earner.kind, netIncome, hasPensionFund: earner.hasPensionFund }));
}

const withEarners = (input: HouseholdTaxInput, earner: (e: HouseholdEarner, index: number) => HouseholdEarner): HouseholdTaxInput => ({
  ...input,
  earners: input.earners.map(earner),
});

function withoutVoluntaryDeductions(input: HouseholdTaxInput): HouseholdTaxInput {
  return {
    ...withEarners(input, (e) => ({ ...e, pillar3a: 0, commuting: 0, professionalCosts: undefined })),
    childcare: 0,
    donations: 0,
    debtInterest: 0,
    healthCosts: 0,
    insurancePremiums: undefined,
  };
}

function professionalCostsSaving(year: TaxYear, input: HouseholdTaxInput, currentTotal: number): number {
  const first = input.earners[0];
  if (!first || first.kind !== 'employee') return 0;
  const moreOf = (patch: Partial<HouseholdEarner>) => householdTotal(year, withEarners(input, (e, i) => (i === 0 ? { ...e, ...patch } : e)));
  let best = currentTotal - moreOf({ commuting: (first.commuting ?? 0) + RECOMMENDATION_STEP });
  if (first.professionalCosts !== undefined) best = Math.max(best, currentTotal - moreOf({ professionalCosts: first.professionalCosts + RECOMMENDATION_STEP }));
  return Math.max(0, best);
}

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

export function analyseTaxEfficiency(years: { current: TaxYear; previous: TaxYear | null }, input: HouseholdTaxInput, prepaidTaxes: number | null): TaxEfficiencyAnalysis {
  const { current: year } = years;
  const current = householdTaxes(year, input);
  const total = current.taxes.total;
  const previous = years.previous && years.previous.municipalities.has(input.bfsId) ? householdTaxes(years.previous, input) : null;

  const limits = input.earners.map((e) => pillar3aLimitOf(year, e));
  const openGap = input.earners.reduce((sum, e, i) => sum + Math.max(0, (limits[i] ?? 0) - Math.max(0, e.pillar3a ?? 0)), 0);
  const atLimit = openGap === 0 ? total : householdTotal(year, withEarners(input, (e, i) => (e.kind === 'pensioner' ? e : { ...e, pillar3a: Math.max(e.pillar3a ?? 0, limits[i] ?? 0) })));
  const withoutPillar3a = householdTotal(year, withEarners(input, (e) => ({ ...e, pillar3a: 0 })));
  const firstEarner = input.earners[0];

  const recommendations: Recommendation[] = [
    {
      id: 'pillar3a',
      saving: Math.max(0, total - atLimit),
      amount: openGap,
      limit: firstEarner && firstEarner.kind !== 'pensioner' ? (limits[0] ?? null) : null,
      done: openGap === 0,
    },
    { id: 'professionalCosts', saving: professionalCostsSaving(year, input, total), amount: RECOMMENDATION_STEP, limit: null, done: false },
    {
      id: 'donations',
      saving: Math.max(0, total - householdTotal(year, { ...input, donations: (input.donations ?? 0) + RECOMMENDATION_STEP })),
      amount: RECOMMENDATION_STEP,
      limit: null,
      done: false,
    },
  ];

  const score = withoutPillar3a === atLimit ? 100 : clamp(Math.round((100 * (withoutPillar3a - total)) / (withoutPillar3a - atLimit)), 0, 100);

  return {
    current,
    previous,
    previousTaxYear: year.tables.year - 1,
    savingsFromDeductions: Math.max(0, householdTotal(year, withoutVoluntaryDeductions(input)) - total),
    refund: prepaidTaxes === null ? null : prepaidTaxes - total,
    score,
    recommendations,
  };
}

type ProfileHousehold = TaxEfficiencyResponse['household'];
/** What householdFromFigures reads of the profile's household (fixtures may hold it read-only). */
type HouseholdOfProfile = Pick<ProfileHousehold, 'relationship' | 'confession' | 'age'> & { childrenAges: readonly number[]; municipality: { bfsId: number } | null };

/**
 * The engine's input from what the person entered and what the profile says: the municipality
 * chosen with the figures, else the profile's; both earners take the profile's age (the second
 * earner's is not asked); amounts not entered (null) leave the engine's estimate or default.
 */
export function householdFromFigures(household: HouseholdOfProfile, figures: TaxEfficiencyFigures): HouseholdTaxInput {
  const bfsId = figures.bfsId ?? household.municipality?.bfsId;
  if (bfsId === undefined) throw new Error('Neither the figures nor the profile name a municipality');
  const age = household.age ?? undefined;
  return {
    bfsId,
    confession: household.confession,
    relationship: household.relationship,
    childrenAges: [...household.childrenAges],
    earners: figures.earners.map(
      (e): HouseholdEarner => ({
        kind: e.kind,
        grossIncome: e.grossIncome,
        socialContributions: e.socialContributions ?? undefined,
        pensionContributions: e.pensionContributions ?? undefined,
        hasPensionFund: e.hasPensionFund,
        age,
        pillar3a: e.pillar3a,
        commuting: e.commuting,
        professionalCosts: e.professionalCosts ?? undefined,
      }),
    ),
    otherIncome: figures.otherIncome,
    wealth: figures.wealth,
    insurancePremiums: figures.insurancePremiums ?? undefined,
    childcare: figures.childcare,
    donations: figures.donations,
    debtInterest: figures.debtInterest,
    healthCosts: figures.healthCosts,
  };
}
