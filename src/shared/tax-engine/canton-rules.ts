// What the ESTV export does not carry but the official calculator applies: personal taxes,
// credits per child, the exact or rounded taxable income, and the cantons whose calculation the
// plain tariff rules do not reproduce. Each rule names the canton and why it exists; each is
// checked by the reference cases in src/server/features/tax-calculator/reference-cases.test.ts.
import type { Relationship, TariffContext } from './calculate-taxes';
import type { Tariff } from './tax-tables';

export interface CantonTaxContext {
  relationship: Relationship;
  children: number;
  /** The canton's simple income tax (before multipliers). */
  simpleIncome: number;
  /** The cantonal multiplier in percent. */
  rateCanton: number;
}

export interface CantonRule {
  /** 100: the taxable income is floored to 100 francs (default); 1: the exact amount. */
  incomeQuantum?: number;
  /** The taxable wealth is floored to this (default 1,000 francs). */
  wealthQuantum?: number;
  /** Personal (head) tax in francs per household. */
  personalTax?: (relationship: Relationship) => number;
  /** Credit deducted from the total per household with `children` children. */
  childCredit?: (children: number) => number;
  /** A divisor other than the table's splitting factor (e.g. the family quotient of VD). */
  splittingDivisor?: (tariff: Tariff, ctx: TariffContext) => number;
  /** The rate-determining income: how the divided income is rounded (default: not at all). */
  splitShare?: (income: number, divisor: number) => number;
  /** The amount the tariff is read at, where it is not the rounded taxable income (TI). */
  tariffIncome?: (income: number) => number;
  /** Francs per child taken off the simple income tax, before the multipliers, where the export has no StErmässigungProKind_EK. */
  simpleTaxChildCredit?: number;
  /** The cantonal multiplier the calculator applies, where it is not the published one (GE). */
  effectiveCantonRate?: (publishedRate: number) => number;
  /** A correction of the cantonal income tax the tariff alone does not give. */
  cantonTaxAdjustment?: (cantonTax: number, ctx: CantonTaxContext) => number;
  /** A correction of the municipal income tax (after the municipal multiplier) the tariff alone does not give. */
  municipalTaxAdjustment?: (municipalityTax: number, ctx: CantonTaxContext) => number;
}

/**
 * Federal reduction per child on the tax amount (art. 36 para. 2bis DBG), indexed to inflation
 * together with the federal child deduction (art. 39 DBG): 251 francs with the 6,500 deduction
 * of 2018, so 259 with 2024's 6,700 and 263 with the 6,800 of 2025 and 2026 (the deductions of
 * each year's export; reference-cases.test.ts checks the pairing). 2026 is also confirmed by the
 * ESTV reference cases.
 */
export function federalChildReduction(year: number): number {
  if (year <= 2024) return 259;
  return 263;
}

/**
 * GL and SH: the rate is that of the divided income floored to 100 francs, applied to the whole
 * income (GL 100,000 married: rate of 58,800 = 9.7415 %, simple tax 9,741.50).
 */
const shareFlooredTo100 = (income: number, divisor: number) => Math.floor(income / divisor / 100) * 100;

/**
 * VS: couples and single parents pay 35 % less than a single person with the same income, at
 * most `cap` francs less (the family rebate of the VS tax law, art. 32 LF as far as we know it).
 * Observed in the Sion cases: the rebate is 35 % of the whole-franc tax rounded up (married,
 * 50,000: canton 2,644 → 1,718, not 1,719); the cap binds at 200,000 (canton 26,986 → 22,086).
 * The rebate's minimum is not covered by any case and not applied.
 */
const vsFamilyRebate = (cap: number) => (tax: number, ctx: CantonTaxContext) =>
  ctx.relationship === 'married' || ctx.children > 0 ? tax - Math.min(Math.ceil((tax * 35) / 100), cap) : tax;

const perPerson = (amount: number) => (relationship: Relationship) => (relationship === 'married' ? 2 * amount : amount);
const perHousehold = (amount: number) => () => amount;

/**
 * Personal taxes and credits are the amounts the calculator shows for each canton's reference
 * municipality in 2026; they are used for every municipality and year of the canton (in VS, TI
 * and GE the personal tax can differ by municipality: a known limitation). Where a rule is
 * fitted to the reference cases rather than read from a law, its comment says so.
 */
export const cantonRules: Record<string, CantonRule> = {
  ZH: { personalTax: perPerson(24) },
  LU: { personalTax: perHousehold(50) },
  UR: { incomeQuantum: 1, personalTax: perHousehold(70) },
  NW: { personalTax: perHousehold(50) },
  // SZ (observed): couples take the rate of the divided income floored to 100 francs, as in GL
  // and SH; with the 2026 tariff (tariff-indexation.ts) all 6 married Schwyz cases need it.
  SZ: { splitShare: shareFlooredTo100 },
  SO: { incomeQuantum: 1, personalTax: perPerson(50) },
  // BL: 750 francs per child off the simple tax (the child deduction from the tax amount; the
  // export carries it as StErmässigungProKind_EK, 750 in 2024-2026, which takes precedence);
  // canton and municipality both tax what is left, never below zero.
  BL: { incomeQuantum: 1, simpleTaxChildCredit: 750 },
  SH: { personalTax: perHousehold(60), childCredit: (children) => 320 * children, splitShare: shareFlooredTo100 },
  GL: { splitShare: shareFlooredTo100 },
  GR: { incomeQuantum: 1 },
  TG: { childCredit: (children) => 100 * children },
  // TI (fitted): the calculator reads the tariff 100 francs below the taxable income; every
  // reference case of Bellinzona is 100 francs × the marginal rate below the plain tariff.
  TI: { personalTax: perPerson(20), tariffIncome: (income) => Math.max(0, income - 100) },
  // VD: family quotient: the income is divided by 1 (single), 1.3 (single parent) or 1.8
  // (married) plus 0.5 per child. The cantonal share is 95 % of the published multiplier (the
  // canton's tax reduction; the municipal share has none), as the reference cases show. The
  // rate-determining income (income / quotient) is floored to 100 francs (observed: married,
  // 50,000: the rate of 27,700, not of 27,777.78, gives the calculator's 4,056). The 2026 tariff
  // is indexed in tariff-indexation.ts.
  VD: {
    splittingDivisor: (tariff, ctx) => (ctx.group === 'married' ? 1.8 : ctx.children > 0 ? 1.3 : 1) + 0.5 * ctx.children,
    effectiveCantonRate: (rate) => rate * 0.95,
    splitShare: shareFlooredTo100,
  },
  // VS (observed, Sion 2026): the family rebate (vsFamilyRebate) takes at most 4,900 francs off
  // the cantonal tax and 4,870 off the municipal one (Sion's tax after its 1.10 coefficient; how
  // the cap scales with other coefficients is not covered); then the canton takes 300 francs off
  // per child (the tax credit per child), the municipality nothing. The indexed tariffs and the
  // 2025 relief for the middle class are in tariff-indexation.ts.
  VS: {
    personalTax: perHousehold(24),
    cantonTaxAdjustment: (cantonTax, ctx) => Math.max(0, vsFamilyRebate(4_900)(cantonTax, ctx) - 300 * ctx.children),
    municipalTaxAdjustment: vsFamilyRebate(4_870),
  },
  // NE (observed): the cantonal income tax is 200 francs lower per child.
  NE: { cantonTaxAdjustment: (cantonTax, ctx) => Math.max(0, cantonTax - 200 * ctx.children) },
  // GE: the calculator applies 130.8 % where the export publishes 147.5 % for the cantonal share,
  // in every reference case; 147.5 × 0.88 + 1 = 130.8. This is, as far as we know the law, the
  // 12 % reduction of the cantonal income tax (popular initiative IN 111, in force since 2000)
  // plus the additional cantonal centime for home care (aide à domicile), which is not reduced;
  // read from the law from memory, confirmed only by the 2026 cases. The municipal share takes
  // the published rate.
  GE: { incomeQuantum: 1, personalTax: perHousehold(25), effectiveCantonRate: (rate) => rate * 0.88 + 1 },
};
