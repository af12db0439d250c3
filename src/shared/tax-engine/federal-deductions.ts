// Taxable income for the federal tax from each earner's net income (after social contributions:
// line 11 of the salary certificate, or the pension) and the amounts a household claims, with the
// limits of the federal table in deductions.json (DBG art. 26, 33, 33a, 35). The cantonal
// counterpart with the canton's table is cantonal-deductions.ts; the helpers both use live here.
import type { DeductionLimit, DeductionTable } from './tax-tables';

export type EarnerKind = 'employee' | 'pensioner' | 'other';

export interface Earner {
  kind: EarnerKind;
  /** Net income in francs: salary after AHV/IV/EO, ALV, NBU and pension-fund contributions, or the pension. */
  netIncome: number;
  /** Whether this person pays into an occupational pension fund (2nd pillar). */
  hasPensionFund: boolean;
  /** Pillar 3a contributions paid. */
  pillar3a?: number;
  /** Commuting costs paid (public transport or car) for the main employment. */
  commuting?: number;
  /** Effective professional costs other than commuting; claimed instead of the flat rate where higher. */
  professionalCosts?: number;
}

export interface DeductionInput {
  relationship: 'single' | 'married';
  children: number;
  /** One age per child; where absent every child counts as a minor under 14. */
  childrenAges?: number[];
  earners: Earner[];
  /** Insurance premiums and savings interest paid; without it ESTV's assumed premiums (ESTV_ASSUMED_PREMIUMS), up to the limit. */
  insurancePremiums?: number;
  /** Third-party childcare costs paid for children under 14. */
  childcare?: number;
  /** Private debt interest paid (deductible up to investment income + 50,000, DBG art. 33 para. 1 let. a). */
  debtInterest?: number;
  /** Income other than work and pensions (interest, dividends, rents): added to the net income; it also raises the debt-interest limit. */
  investmentIncome?: number;
  /** Donations to tax-exempt organisations. */
  donations?: number;
  /** Illness and accident costs borne oneself. */
  healthCosts?: number;
}

export interface DeductionLine {
  id: string;
  amount: number;
}

export interface TaxableIncome {
  netIncome: number;
  deductions: DeductionLine[];
  taxableIncome: number;
}

export const DEBT_INTEREST_ALLOWANCE = 50_000;

/**
 * What the ESTV calculator assumes a household pays in premiums when none are entered (Budgetberatung
 * Schweiz): 4,560 francs per adult (children of 18 and over included), 1,200 per minor child. The
 * deduction is then this amount up to the limit, which is where the calculator's figures come from.
 */
export const ESTV_ASSUMED_PREMIUMS = { adult: 4_560, minorChild: 1_200 };
export const ADULT_AGE = 18;
/** Third-party childcare is deductible for children under this age (DBG art. 33 para. 3; most cantons alike). */
export const CHILDCARE_AGE_LIMIT = 14;

/** Health costs are deductible above this share of the income after deductions (DBG art. 33 para. 1 let. h). */
export const HEALTH_COSTS_THRESHOLD_PERCENT = 5;
/** Donations: at least this much in the year, at most this share of the income after deductions (DBG art. 33a). */
export const DONATIONS_MINIMUM = 100;
export const DONATIONS_LIMIT_PERCENT = 20;

function limit(table: DeductionTable, id: string): DeductionLimit {
  const found = table[id];
  if (!found) throw new Error(`The federal deduction table has no ${id}`);
  return found;
}

/** A percentage of the base within the minimum and maximum of the entry, as its format says. */
export function percentWithin(entry: DeductionLimit, base: number): number {
  const formats = entry.format.split(',');
  let amount = formats.includes('PERCENT') ? (base * entry.percent) / 100 : base;
  if (formats.includes('MINIMUM')) amount = Math.max(amount, entry.min);
  if (formats.includes('MAXIMUM')) amount = Math.min(amount, entry.max);
  return amount;
}

export const positive = (n: number | undefined) => Math.max(0, n ?? 0);

/** Whether the person earns income from work (employed or self-employed), which a pension is not. */
export const isGainful = (e: Earner) => e.kind !== 'pensioner' && positive(e.netIncome) > 0;

/** Pays into a pension fund or Pillar 3a this year, which lowers the premium limit; a pensioner no longer does. */
export const contributesToPension = (e: Earner) => e.kind !== 'pensioner' && (e.hasPensionFund || positive(e.pillar3a) > 0);

export const minorsOf = (children: number, ages: number[] | undefined) => (ages ? ages.filter((a) => a < ADULT_AGE).length : children);
export const childcareChildrenOf = (children: number, ages: number[] | undefined) => (ages ? ages.filter((a) => a < CHILDCARE_AGE_LIMIT).length : children);

/** The premiums ESTV assumes for the household when none are entered. */
export function assumedPremiums(relationship: 'single' | 'married', children: number, ages: number[] | undefined): number {
  const minors = minorsOf(children, ages);
  const adults = (relationship === 'married' ? 2 : 1) + (children - minors);
  return adults * ESTV_ASSUMED_PREMIUMS.adult + minors * ESTV_ASSUMED_PREMIUMS.minorChild;
}

/**
 * Collects deduction lines floored to the franc: the ESTV calculator drops the Rappen (3 % of a
 * net salary of 89,662 is 2,689.86 and its federal taxable income of 77,915 takes 2,689).
 */
export class DeductionLines {
  readonly lines: DeductionLine[] = [];
  total = 0;
  add(id: string, amount: number): void {
    const francs = Math.floor(amount + 1e-9);
    if (francs > 0) {
      this.lines.push({ id, amount: francs });
      this.total += francs;
    }
  }
  /** Adds to the line of the same id (one line per deduction, e.g. the child deduction summed over the children). */
  merge(id: string, amount: number): void {
    const francs = Math.floor(amount + 1e-9);
    if (francs <= 0) return;
    const line = this.lines.find((l) => l.id === id);
    if (line) line.amount += francs;
    else this.lines.push({ id, amount: francs });
    this.total += francs;
  }
}

/**
 * Health costs and donations are measured against the income after every other deduction except
 * the social ones (DBG art. 33 para. 1 let. h and art. 33a: 'die um die Aufwendungen nach Art.
 * 26–33 verminderten Einkünfte'); donations after the health costs.
 */
export function addHealthCostsAndDonations(lines: DeductionLines, netIncome: number, healthCosts: number | undefined, donations: number | undefined): void {
  const base = Math.max(0, netIncome - lines.total);
  lines.add('Krankheitskosten', positive(healthCosts) - (base * HEALTH_COSTS_THRESHOLD_PERCENT) / 100);
  const paid = positive(donations);
  if (paid >= DONATIONS_MINIMUM) lines.add('Zuwendungen', Math.min(paid, (Math.max(0, netIncome - lines.total) * DONATIONS_LIMIT_PERCENT) / 100));
}

/** The flat professional expenses, or the effective ones where higher; the flat rate never exceeds the salary. */
export function professionalExpenses(flatRate: number, netSalary: number, effective: number | undefined): number {
  return Math.max(Math.min(netSalary, flatRate), positive(effective));
}

/** The Pillar 3a limit of one person: the small one with a pension fund, else 20 % of the earned income up to the large one (BVV 3 art. 7). */
export function pillar3aLimit(table: DeductionTable, earner: Earner): number {
  if (earner.kind === 'pensioner') return 0;
  const withFund = table.S3aMax_mitVorsorge_EK?.max ?? 0;
  if (earner.hasPensionFund) return withFund;
  return Math.min((positive(earner.netIncome) * 20) / 100, table.S3aMax_ohneVorsorge_EK?.max ?? withFund);
}

export function federalTaxableIncome(table: DeductionTable, input: DeductionInput): TaxableIncome {
  const lines = new DeductionLines();
  const employees = input.earners.filter((e) => e.kind === 'employee');
  const netIncome = input.earners.reduce((sum, e) => sum + positive(e.netIncome), 0) + positive(input.investmentIncome);

  for (const e of employees) {
    // Flat professional expenses: 3 % of the net salary, at least 2,000, at most 4,000 (never more than the salary).
    const net = positive(e.netIncome);
    lines.merge('HauptErw_EK', professionalExpenses(percentWithin(limit(table, 'HauptErw_EK'), net), net, e.professionalCosts));
    lines.merge('Fahrkosten_EK', Math.min(positive(e.commuting), limit(table, 'Fahrkosten_EK').max));
  }

  for (const e of input.earners) {
    if (e.kind === 'pensioner') continue;
    lines.merge('S3a', Math.min(positive(e.pillar3a), pillar3aLimit(table, e)));
  }

  const gainful = input.earners.filter(isGainful);
  if (input.relationship === 'married' && gainful.length >= 2) {
    // Two-earner deduction: 50 % of the lower earned income, at least the minimum, at most the maximum, never above that income.
    const lower = Math.min(...gainful.map((e) => positive(e.netIncome)));
    lines.add('ZweitVerdiener_EK', Math.min(lower, percentWithin(limit(table, 'ZweitVerdiener_EK'), lower)));
  }

  // Insurance premiums: the higher flat amount for households without 2nd-pillar or 3a contributions.
  const contributes = input.earners.some(contributesToPension);
  const premiumsId = input.relationship === 'married' ? (contributes ? 'KKSparzVerhMitBVGS3a_EK' : 'KKSparVerhOhneBVGS3a_EK') : contributes ? 'KKSparLedigMitBVGS3a_EK' : 'KKSparLedigOhneBVGS3a_EK';
  const premiumsCap = limit(table, premiumsId).max + limit(table, 'KKSparProKind_EK').max * input.children;
  const premiums = input.insurancePremiums ?? assumedPremiums(input.relationship, input.children, input.childrenAges);
  lines.add(premiumsId, Math.min(positive(premiums), premiumsCap));

  lines.add('Schuldzinsen', Math.min(positive(input.debtInterest), positive(input.investmentIncome) + DEBT_INTEREST_ALLOWANCE));
  const childcareChildren = childcareChildrenOf(input.children, input.childrenAges);
  if (childcareChildren > 0) lines.add('FremdBetr_EK', Math.min(positive(input.childcare), limit(table, 'FremdBetr_EK').max * childcareChildren));

  addHealthCostsAndDonations(lines, netIncome, input.healthCosts, input.donations);

  if (input.children > 0) lines.add('SozKind_EK', limit(table, 'SozKind_EK').amount * input.children);
  if (input.relationship === 'married') lines.add('SozVerheiratet_EK', limit(table, 'SozVerheiratet_EK').amount);

  return { netIncome, deductions: lines.lines, taxableIncome: Math.max(0, netIncome - lines.total) };
}
