// Taxable income for the federal tax from each earner's net income (after social contributions:
// line 11 of the salary certificate, or the pension) and the amounts a household claims, with the
// limits of the federal table in deductions.json (DBG art. 26, 33, 35). The cantonal tables use
// the same names for the common deductions but differ canton by canton in the social ones; they
// come in a later step.
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
}

export interface DeductionInput {
  relationship: 'single' | 'married';
  children: number;
  earners: Earner[];
  /** Insurance premiums and savings interest paid; without it the flat maximum is taken, as the ESTV calculator does. */
  insurancePremiums?: number;
  /** Third-party childcare costs paid for children under 14. */
  childcare?: number;
  /** Private debt interest paid (deductible up to investment income + 50,000, DBG art. 33 para. 1 let. a). */
  debtInterest?: number;
  /** Investment income included in the net incomes, raising the debt-interest limit. */
  investmentIncome?: number;
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

const DEBT_INTEREST_ALLOWANCE = 50_000;

function limit(table: DeductionTable, id: string): DeductionLimit {
  const found = table[id];
  if (!found) throw new Error(`The federal deduction table has no ${id}`);
  return found;
}

/** A percentage of the base within the minimum and maximum of the entry, as its format says. */
function percentWithin(entry: DeductionLimit, base: number): number {
  const formats = entry.format.split(',');
  let amount = formats.includes('PERCENT') ? (base * entry.percent) / 100 : base;
  if (formats.includes('MINIMUM')) amount = Math.max(amount, entry.min);
  if (formats.includes('MAXIMUM')) amount = Math.min(amount, entry.max);
  return amount;
}

const positive = (n: number | undefined) => Math.max(0, n ?? 0);

export function federalTaxableIncome(table: DeductionTable, input: DeductionInput): TaxableIncome {
  const lines: DeductionLine[] = [];
  const add = (id: string, amount: number) => {
    const rounded = Math.round(amount);
    if (rounded > 0) lines.push({ id, amount: rounded });
  };
  const employees = input.earners.filter((e) => e.kind === 'employee');
  const netIncome = input.earners.reduce((sum, e) => sum + positive(e.netIncome), 0);

  for (const e of employees) {
    // Flat professional expenses: 3 % of the net salary, at least 2,000, at most 4,000 (never more than the salary).
    add('HauptErw_EK', Math.min(positive(e.netIncome), percentWithin(limit(table, 'HauptErw_EK'), positive(e.netIncome))));
    add('Fahrkosten_EK', Math.min(positive(e.commuting), limit(table, 'Fahrkosten_EK').max));
  }

  for (const e of input.earners) {
    if (e.kind === 'pensioner') continue;
    const paid = positive(e.pillar3a);
    // With a pension fund the small limit; without, 20 % of the earned income up to the large one.
    const cap = e.hasPensionFund ? limit(table, 'S3aMax_mitVorsorge_EK').max : Math.min((positive(e.netIncome) * 20) / 100, limit(table, 'S3aMax_ohneVorsorge_EK').max);
    add('S3a', Math.min(paid, cap));
  }

  if (input.relationship === 'married' && employees.length >= 2) {
    // Two-earner deduction: 50 % of the lower earned income, at least the minimum, at most the maximum, never above that income.
    const lower = Math.min(...employees.map((e) => positive(e.netIncome)));
    add('ZweitVerdiener_EK', Math.min(lower, percentWithin(limit(table, 'ZweitVerdiener_EK'), lower)));
  }

  // Insurance premiums: the higher flat amount for households without 2nd-pillar or 3a contributions.
  const contributes = input.earners.some((e) => e.hasPensionFund || positive(e.pillar3a) > 0);
  const premiumsId = input.relationship === 'married' ? (contributes ? 'KKSparzVerhMitBVGS3a_EK' : 'KKSparVerhOhneBVGS3a_EK') : contributes ? 'KKSparLedigMitBVGS3a_EK' : 'KKSparLedigOhneBVGS3a_EK';
  const premiumsCap = limit(table, premiumsId).max + limit(table, 'KKSparProKind_EK').max * input.children;
  add(premiumsId, input.insurancePremiums === undefined ? premiumsCap : Math.min(positive(input.insurancePremiums), premiumsCap));

  add('Schuldzinsen', Math.min(positive(input.debtInterest), positive(input.investmentIncome) + DEBT_INTEREST_ALLOWANCE));
  if (input.children > 0) {
    add('FremdBetr_EK', Math.min(positive(input.childcare), limit(table, 'FremdBetr_EK').max * input.children));
    add('SozKind_EK', limit(table, 'SozKind_EK').amount * input.children);
  }
  if (input.relationship === 'married') add('SozVerheiratet_EK', limit(table, 'SozVerheiratet_EK').amount);

  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return { netIncome, deductions: lines, taxableIncome: Math.max(0, netIncome - total) };
}
