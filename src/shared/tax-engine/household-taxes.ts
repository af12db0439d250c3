// What a household's taxes come to from the figures of its return: gross salaries (salary
// certificate box 8) or pensions, the deductions it claims and its wealth, turned into taxable
// income (federal and cantonal deduction tables of the year's ESTV export) and then into taxes
// (calculate-taxes.ts). Pure: the prepared year comes in as an argument.
import { calculateTaxes, UnknownMunicipalityError, type Confession, type Relationship, type TaxResult, type TaxYear } from './calculate-taxes';
import { cantonalTaxableIncome, cantonalTaxableWealth } from './cantonal-deductions';
import { federalTaxableIncome, type DeductionLine, type Earner } from './federal-deductions';
import { estimatePensionContributions, estimateSocialContributions } from './social-insurance';

export type EarnerKind = 'employee' | 'pensioner' | 'other';

export interface HouseholdEarner {
  kind: EarnerKind;
  /** Gross salary (salary certificate box 8), the pension, or the net income of other gainful work, in francs. */
  grossIncome: number;
  /** Box 9 (AHV/IV/EO, ALV, NBU). Absent: estimated with the statutory employee rates (employees only). */
  socialContributions?: number;
  /** Boxes 10.1 + 10.2 (pension fund). Absent: estimated with the BVG minimum credit for the age (employees with a pension fund only). */
  pensionContributions?: number;
  /** Pays into an occupational pension fund (2nd pillar): decides the Pillar 3a limit and the premium deduction. */
  hasPensionFund: boolean;
  /** Age at the end of the tax year; the BVG credit rate of the estimate (35–44 when unknown). */
  age?: number;
  pillar3a?: number;
  /** Commuting costs paid for the main employment. */
  commuting?: number;
  /** Effective professional costs (other than commuting); claimed instead of the flat rate where higher. */
  professionalCosts?: number;
}

export interface Household {
  relationship: Relationship;
  /** One age per child, at the end of the tax year: some cantons' child deductions depend on it. */
  childrenAges: number[];
  /** One earner, or two for a married couple. */
  earners: HouseholdEarner[];
  /** Income other than work and pensions: interest, dividends, rents. */
  otherIncome?: number;
  /** Net wealth (assets less debts) before the cantonal allowances. */
  wealth?: number;
  /** Health and other insurance premiums paid; absent: the premiums the ESTV calculator assumes (4,560 per adult, 1,200 per minor child), up to the limit. */
  insurancePremiums?: number;
  /** Third-party childcare costs. */
  childcare?: number;
  /** Donations to tax-exempt organisations. */
  donations?: number;
  /** Private debt interest paid. */
  debtInterest?: number;
  /** Illness and accident costs paid oneself (only the part above the threshold is deductible). */
  healthCosts?: number;
}

export interface TaxableAmounts {
  /** Income after social and pension contributions, plus other income. */
  netIncome: number;
  deductions: DeductionLine[];
  taxableIncome: number;
}

export interface TaxableFigures {
  federal: TaxableAmounts;
  canton: TaxableAmounts;
  /** Wealth after the canton's allowances (Sozialabzüge auf dem Vermögen). */
  taxableWealth: number;
}

export interface HouseholdTaxes {
  taxable: TaxableFigures;
  taxes: TaxResult;
  /** Total tax as a percentage of the net income, two decimals. */
  averageRate: number;
  /** Tax on the next 100 francs of income, in percent, two decimals. */
  marginalRate: number;
}

export type HouseholdTaxInput = Household & { bfsId: number; confession: Confession };

/**
 * One earner's net income: employees' gross salary less social and pension contributions (as
 * entered, else estimated with the statutory minimum, social-insurance.ts); a pension or other
 * income is taken as it is.
 */
export function earnerNetIncome(taxYear: number, earner: HouseholdEarner): number {
  const gross = Math.max(0, earner.grossIncome);
  if (earner.kind !== 'employee') return gross;
  const social = earner.socialContributions ?? estimateSocialContributions(gross);
  const pension = earner.pensionContributions ?? (earner.hasPensionFund ? estimatePensionContributions(taxYear, gross, earner.age) : 0);
  return Math.max(0, gross - Math.max(0, social) - Math.max(0, pension));
}

export function taxableFigures(year: TaxYear, canton: string, household: Household): TaxableFigures {
  const taxYear = year.tables.year;
  const earners: Earner[] = household.earners.map((e) => ({
    kind: e.kind,
    netIncome: earnerNetIncome(taxYear, e),
    hasPensionFund: e.hasPensionFund,
    pillar3a: e.pillar3a,
    commuting: e.commuting,
    professionalCosts: e.professionalCosts,
  }));
  const input = {
    relationship: household.relationship,
    children: household.childrenAges.length,
    childrenAges: household.childrenAges,
    earners,
    insurancePremiums: household.insurancePremiums,
    childcare: household.childcare,
    debtInterest: household.debtInterest,
    investmentIncome: household.otherIncome,
    donations: household.donations,
    healthCosts: household.healthCosts,
  };
  const cantonTables = year.tables.cantons[canton];
  if (!cantonTables) throw new Error(`The ${taxYear} tax tables have no canton ${canton}`);
  return {
    federal: federalTaxableIncome(year.tables.federal.deductions, input),
    canton: cantonalTaxableIncome(canton, cantonTables.deductions.income, input),
    taxableWealth: cantonalTaxableWealth(cantonTables.deductions.wealth, household.relationship, household.childrenAges.length, household.wealth ?? 0),
  };
}

/** The step the marginal rate is measured over, in francs of taxable income. */
const MARGINAL_STEP = 100;

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

function cantonOf(year: TaxYear, bfsId: number): string {
  const municipality = year.municipalities.get(bfsId);
  if (!municipality) throw new UnknownMunicipalityError(bfsId, year.tables.year);
  return municipality[2];
}

function taxesOf(year: TaxYear, input: HouseholdTaxInput, taxable: TaxableFigures, extraIncome: number): TaxResult {
  return calculateTaxes(year, {
    bfsId: input.bfsId,
    relationship: input.relationship,
    children: input.childrenAges.length,
    confession: input.confession,
    taxableIncomeFederal: taxable.federal.taxableIncome + extraIncome,
    taxableIncomeCanton: taxable.canton.taxableIncome + extraIncome,
    taxableWealth: taxable.taxableWealth,
  });
}

/** The total only, for comparisons (tax-efficiency.ts): no marginal rate, one tariff pass. */
export function householdTotal(year: TaxYear, input: HouseholdTaxInput): number {
  return taxesOf(year, input, taxableFigures(year, cantonOf(year, input.bfsId), input), 0).total;
}

/**
 * Taxable figures, the taxes, and two rates: the average (total over net income) and the marginal
 * (what the next 100 francs of taxable income, federal and cantonal, add to the total).
 */
export function householdTaxes(year: TaxYear, input: HouseholdTaxInput): HouseholdTaxes {
  const taxable = taxableFigures(year, cantonOf(year, input.bfsId), input);
  const taxes = taxesOf(year, input, taxable, 0);
  const next = taxesOf(year, input, taxable, MARGINAL_STEP);
  const netIncome = taxable.canton.netIncome;
  return {
    taxable,
    taxes,
    averageRate: netIncome > 0 ? twoDecimals((taxes.total / netIncome) * 100) : 0,
    marginalRate: twoDecimals(((next.total - taxes.total) / MARGINAL_STEP) * 100),
  };
}
