// Income and wealth tax of one household for one municipality and year, as the official ESTV
// calculator (swisstaxcalculator.estv.admin.ch) shows it. Pure: the compiled tables come in as an
// argument. The general rules follow the ESTV data; what the data alone does not reproduce lives in
// canton-rules.ts. The general reading of the export (tariff groups, splitting) follows
// devbrains-com/swisstaxcalculator (MIT).
import { cantonRules, federalChildReduction, type CantonRule } from './canton-rules';
import { correctMunicipalRates } from './municipal-rate-corrections';
import { indexCantonTariffs } from './tariff-indexation';
import { simpleTax } from './tariff';
import type { CompiledTaxYear, MunicipalityRow, Tariff, TariffGroup } from './tax-tables';

export type Relationship = 'single' | 'married';
export type Confession = 'none' | 'roman' | 'protestant' | 'christ';

export interface TaxInput {
  bfsId: number;
  relationship: Relationship;
  children: number;
  confession: Confession;
  /** Taxable amounts in whole francs. */
  taxableIncomeFederal: number;
  taxableIncomeCanton: number;
  taxableWealth: number;
}

/** Every figure in whole francs as the ESTV calculator shows it; `total` is after credits. */
export interface TaxResult {
  federal: number;
  canton: number;
  municipality: number;
  /** Church tax on income and on wealth for the household's confession. */
  church: number;
  personal: number;
  wealthCanton: number;
  wealthMunicipality: number;
  total: number;
}

/** A compiled year with its municipalities indexed; build once per year and reuse. */
export interface TaxYear {
  tables: CompiledTaxYear;
  municipalities: Map<number, MunicipalityRow>;
}

/**
 * Indexes the municipalities; where the export is known to lag behind the official calculator
 * (multipliers, tariffs a canton indexes every year), the prepared year carries the corrected figures.
 */
export function prepareTaxYear(tables: CompiledTaxYear): TaxYear {
  const municipalities = correctMunicipalRates(tables.year, tables.municipalities);
  const cantons = indexCantonTariffs(tables.year, tables.cantons);
  return { tables: { ...tables, cantons, municipalities }, municipalities: new Map(municipalities.map((m) => [m[0], m])) };
}

export class UnknownMunicipalityError extends Error {
  constructor(readonly bfsId: number, readonly year: number) {
    super(`No municipality with BFS number ${bfsId} in the ${year} ESTV tables`);
  }
}

/** The groups to look for, most specific first: a single parent falls back to the single tariff. */
export function tariffGroups(relationship: Relationship, children: number): TariffGroup[] {
  if (relationship === 'married') return ['married'];
  return children > 0 ? ['singleParent', 'single'] : ['single'];
}

/** The first tariff of the list that covers one of the groups (the export's order decides). */
export function pickTariff(tariffs: Tariff[], groups: TariffGroup[]): { tariff: Tariff; group: TariffGroup } | undefined {
  for (const group of groups) {
    const tariff = tariffs.find((t) => t.groups.includes('all') || t.groups.includes(group));
    if (tariff) return { tariff, group };
  }
  return undefined;
}

/** The export's 'Steuerermässigung pro Kind': francs per child off the simple income tax. */
const SIMPLE_TAX_CHILD_CREDIT_ID = 'StErmässigungProKind_EK';

/** Federal income tax under this amount is not levied (art. 36 para. 3 DBG). */
const FEDERAL_MINIMUM_TAX = 25;

const floorTo = (amount: number, quantum: number) => Math.floor(amount / quantum) * quantum;

/** The calculator shows each tax rounded to the nearest franc (Rappen first, against float artefacts). */
export const wholeFrancs = (amount: number) => Math.round(Math.round(amount * 100) / 100);

export interface TariffContext {
  group: TariffGroup;
  relationship: Relationship;
  children: number;
  rule: CantonRule;
}

/**
 * The simple tax with splitting: couples (and single parents where the canton grants it) are
 * taxed at the rate of income / splitting; the income is floored to the canton's quantum.
 */
export function splitTax(tariff: Tariff, amount: number, ctx: TariffContext, quantum: number): number {
  const divisor = ctx.rule.splittingDivisor?.(tariff, ctx) ?? (tariff.splitting > 0 && (ctx.group === 'married' || ctx.group === 'singleParent') ? tariff.splitting : 1);
  const rounded = ctx.rule.tariffIncome ? ctx.rule.tariffIncome(floorTo(amount, quantum)) : floorTo(amount, quantum);
  if (divisor === 1) return simpleTax(tariff, rounded);
  // The rate of the divided income applies to the whole income; with an unrounded share this
  // is the same as tax(share) × divisor.
  const share = ctx.rule.splitShare ? ctx.rule.splitShare(rounded, divisor) : rounded / divisor;
  return share > 0 ? (rounded * simpleTax(tariff, share)) / share : 0;
}

export function calculateTaxes(year: TaxYear, input: TaxInput): TaxResult {
  const municipality = year.municipalities.get(input.bfsId);
  if (!municipality) throw new UnknownMunicipalityError(input.bfsId, year.tables.year);
  const canton = municipality[2];
  const cantonTables = year.tables.cantons[canton];
  if (!cantonTables) throw new UnknownMunicipalityError(input.bfsId, year.tables.year);
  const rule = cantonRules[canton] ?? {};
  const groups = tariffGroups(input.relationship, input.children);

  // Federal: income floored to 100 francs, the tax rounded to the franc, minus the reduction
  // per child (art. 36 para. 2bis DBG); amounts under 25 francs are not levied (para. 3).
  const federalTariff = pickTariff(year.tables.federal.income, groups);
  let federal = 0;
  if (federalTariff) {
    const tax = simpleTax(federalTariff.tariff, floorTo(Math.max(0, input.taxableIncomeFederal), 100));
    federal = Math.max(0, wholeFrancs(tax) - federalChildReduction(year.tables.year) * input.children);
    if (federal < FEDERAL_MINIMUM_TAX) federal = 0;
  }

  const income = Math.max(0, input.taxableIncomeCanton);
  const quantum = rule.incomeQuantum ?? 100;
  const incomeTariff = pickTariff(cantonTables.income, groups);
  const ctx: TariffContext | undefined = incomeTariff && { group: incomeTariff.group, relationship: input.relationship, children: input.children, rule };
  let simpleIncome = incomeTariff && ctx ? splitTax(incomeTariff.tariff, income, ctx, quantum) : 0;
  // The reduction per child of the simple tax: the canton's own figure of the year where the
  // export has one (StErmässigungProKind_EK, BL), else the canton rule's.
  const simpleTaxChildCredit = cantonTables.deductions.income[SIMPLE_TAX_CHILD_CREDIT_ID]?.amount ?? rule.simpleTaxChildCredit ?? 0;
  if (simpleTaxChildCredit > 0) simpleIncome = Math.max(0, simpleIncome - simpleTaxChildCredit * input.children);

  const municipalTariff = pickTariff(cantonTables.municipalIncome, groups);
  const simpleIncomeMunicipal = municipalTariff && ctx ? splitTax(municipalTariff.tariff, income, { ...ctx, group: municipalTariff.group }, quantum) : simpleIncome;

  const [, , , rateCanton, rateMunicipality, rateRoman, rateProtestant, rateChrist, wRateCanton, wRateMunicipality, wRateRoman, wRateProtestant, wRateChrist] = municipality;
  const churchRate = { none: 0, roman: rateRoman, protestant: rateProtestant, christ: rateChrist }[input.confession];
  const wealthChurchRate = { none: 0, roman: wRateRoman, protestant: wRateProtestant, christ: wRateChrist }[input.confession];

  let cantonTax = wholeFrancs((simpleIncome * (rule.effectiveCantonRate?.(rateCanton) ?? rateCanton)) / 100);
  let municipalityTax = wholeFrancs((simpleIncomeMunicipal * rateMunicipality) / 100);
  let church = wholeFrancs((simpleIncome * churchRate) / 100);

  const wealth = floorTo(Math.max(0, input.taxableWealth), rule.wealthQuantum ?? 1000);
  const wealthTariff = pickTariff(cantonTables.wealth, groups);
  // The canton rules above are about income; wealth takes its tariff's own splitting.
  const simpleWealth = wealthTariff && ctx ? splitTax(wealthTariff.tariff, wealth, { ...ctx, group: wealthTariff.group, rule: {} }, 1) : 0;
  const wealthCanton = wholeFrancs((simpleWealth * wRateCanton) / 100);
  const wealthMunicipality = wholeFrancs((simpleWealth * wRateMunicipality) / 100);
  church += wholeFrancs((simpleWealth * wealthChurchRate) / 100);

  const personal = rule.personalTax ? rule.personalTax(input.relationship) : 0;
  if (rule.cantonTaxAdjustment) cantonTax = rule.cantonTaxAdjustment(cantonTax, { ...input, simpleIncome, rateCanton });
  if (rule.municipalTaxAdjustment) municipalityTax = rule.municipalTaxAdjustment(municipalityTax, { ...input, simpleIncome, rateCanton });
  const credit = rule.childCredit ? rule.childCredit(input.children) : 0;

  const total = federal + cantonTax + municipalityTax + church + personal + wealthCanton + wealthMunicipality - credit;
  return { federal, canton: cantonTax, municipality: municipalityTax, church, personal, wealthCanton, wealthMunicipality, total: Math.max(0, total) };
}
