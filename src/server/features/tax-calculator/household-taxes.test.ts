// From gross figures to taxable income and taxes, with the real ESTV tables: each deduction line
// checked against the entry of the table it comes from, and the 2024 golden cases of the official
// calculator that start from gross income.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculateTaxes } from '@shared/tax-engine/calculate-taxes';
import { householdTaxes, taxableFigures, type Household, type HouseholdTaxInput } from '@shared/tax-engine/household-taxes';
import type { DeductionLine } from '@shared/tax-engine/federal-deductions';
import type { DeductionTable } from '@shared/tax-engine/tax-tables';
import { loadTaxYear } from './tax-tables';

const year2024 = loadTaxYear(2024);
const year2026 = loadTaxYear(2026);
const federal2026 = year2026.tables.federal.deductions;
const cantonIncome = (canton: string, year = year2026): DeductionTable => {
  const tables = year.tables.cantons[canton];
  if (!tables) throw new Error(`No ${canton} tables`);
  return tables.deductions.income;
};
const cantonWealth = (canton: string, year = year2026): DeductionTable => year.tables.cantons[canton]?.deductions.wealth ?? {};
/** The entry's fixed amount or limit; fails loudly when the table lacks it. */
const entry = (table: DeductionTable, id: string): { amount: number; max: number } => {
  const found = table[id];
  if (!found) throw new Error(`The table has no ${id}`);
  return found;
};
const byId = (lines: DeductionLine[]) => Object.fromEntries(lines.map((l) => [l.id, l.amount]));

describe('deductions from gross income', () => {
  it('a single employee in Zürich (2026): contributions estimated, every line within the federal and the cantonal table', () => {
    const household: Household = {
      relationship: 'single',
      childrenAges: [],
      earners: [{ kind: 'employee', grossIncome: 90_000, hasPensionFund: true, age: 30, pillar3a: 7_258, commuting: 1_500 }],
    };
    const r = taxableFigures(year2026, 'ZH', household);
    // 90,000 − AHV/IV/EO 4,770 − ALV 990 − BVG (90,000 − 26,460) × 7 % / 2 = 2,223.90
    const net = 90_000 - 4_770 - 990 - 2_224;
    expect(r.federal.netIncome).toBe(net);
    expect(r.canton.netIncome).toBe(net);
    const flat = Math.floor(net * 0.03); // 2,460.48: the calculator drops the Rappen
    expect(r.federal.deductions).toEqual([
      { id: 'HauptErw_EK', amount: flat },
      { id: 'Fahrkosten_EK', amount: 1_500 },
      { id: 'S3a', amount: entry(federal2026, 'S3aMax_mitVorsorge_EK').max },
      { id: 'KKSparLedigMitBVGS3a_EK', amount: entry(federal2026, 'KKSparLedigMitBVGS3a_EK').max },
    ]);
    const zh = cantonIncome('ZH');
    expect(r.canton.deductions).toEqual([
      { id: 'HauptErw_EK', amount: flat },
      { id: 'Fahrkosten_EK', amount: 1_500 },
      { id: 'S3a', amount: entry(zh, 'S3aMax_mitVorsorge_EK').max },
      { id: 'KKSparLedigMitBVGS3a_EK', amount: entry(zh, 'KKSparLedigMitBVGS3a_EK').max }, // 2,900 < the 4,560 assumed
    ]);
    expect(r.federal.taxableIncome).toBe(net - flat - 1_500 - 7_258 - 1_800);
    expect(r.canton.taxableIncome).toBe(net - flat - 1_500 - 7_258 - 2_900);
    expect(r.taxableWealth).toBe(0);
  });

  it('a married couple in Aarau (2026), two earners, children of 5 and 15, childcare', () => {
    const household: Household = {
      relationship: 'married',
      childrenAges: [5, 15],
      earners: [
        { kind: 'employee', grossIncome: 110_000, hasPensionFund: true, age: 45, pillar3a: 7_258, commuting: 4_000 },
        { kind: 'employee', grossIncome: 40_000, socialContributions: 2_700, pensionContributions: 1_100, hasPensionFund: true, age: 38, commuting: 8_000 },
      ],
      childcare: 12_000,
    };
    const r = taxableFigures(year2026, 'AG', household);
    // Earner 1: 110,000 − 5,830 − 1,210 − (90,720 − 26,460) × 15 % / 2 = 4,819.50; earner 2 as entered.
    const net1 = 110_000 - 5_830 - 1_210 - 4_820;
    const net2 = 40_000 - 2_700 - 1_100;
    expect(r.federal.netIncome).toBe(net1 + net2);
    const flat1 = Math.min(4_000, Math.floor(net1 * 0.03));
    const flat2 = 2_000; // 3 % of 36,200 is below the minimum

    expect(byId(r.federal.deductions)).toEqual({
      HauptErw_EK: flat1 + flat2,
      Fahrkosten_EK: 4_000 > entry(federal2026, 'Fahrkosten_EK').max ? 2 * entry(federal2026, 'Fahrkosten_EK').max : 4_000 + entry(federal2026, 'Fahrkosten_EK').max,
      S3a: 7_258,
      ZweitVerdiener_EK: Math.min(net2 * 0.5, entry(federal2026, 'ZweitVerdiener_EK').max),
      KKSparzVerhMitBVGS3a_EK: entry(federal2026, 'KKSparzVerhMitBVGS3a_EK').max + 2 * entry(federal2026, 'KKSparProKind_EK').max,
      FremdBetr_EK: 12_000, // one child under 14, within the limit per child
      SozKind_EK: 2 * entry(federal2026, 'SozKind_EK').amount,
      SozVerheiratet_EK: entry(federal2026, 'SozVerheiratet_EK').amount,
    });

    const ag = cantonIncome('AG');
    expect(byId(r.canton.deductions)).toEqual({
      HauptErw_EK: flat1 + flat2,
      Fahrkosten_EK: 4_000 + entry(ag, 'Fahrkosten_EK').max, // 8,000 capped at 7,000
      S3a: 7_258,
      ZweitVerdiener_EK: entry(ag, 'ZweitVerdiener_EK').max, // 600
      KKSparzVerhMitBVGS3a_EK: entry(ag, 'KKSparzVerhMitBVGS3a_EK').max, // AG has no premium limit per child
      FremdBetr_EK: 12_000,
      SozKinderAlterUnter14_EK: entry(ag, 'SozKinderAlterUnter14_EK').amount,
      SozKinderAlterZwischen14und17_EK: entry(ag, 'SozKinderAlterZwischen14und17_EK').amount,
    });
    const total = r.canton.deductions.reduce((sum, l) => sum + l.amount, 0);
    expect(r.canton.taxableIncome).toBe(net1 + net2 - total);
  });

  it('a pensioner (ESTV 2024 golden case pensioner_bern): the pension is the net income, every figure matches', () => {
    const r = householdTaxes(year2024, {
      bfsId: 351,
      confession: 'none',
      relationship: 'single',
      childrenAges: [],
      earners: [{ kind: 'pensioner', grossIncome: 90_000, hasPensionFund: false, age: 70, pillar3a: 5_000, commuting: 2_000 }],
    });
    const be = cantonIncome('BE', year2024);
    expect(r.taxable.federal.deductions).toEqual([{ id: 'KKSparLedigOhneBVGS3a_EK', amount: 2_700 }]);
    expect(r.taxable.federal.taxableIncome).toBe(87_300);
    // BE: premiums 3,600, the single person's deduction 5,300 and the one for living alone 2,400.
    expect(r.taxable.canton.deductions).toEqual([
      { id: 'KKSparLedigOhneBVGS3a_EK', amount: entry(be, 'KKSparLedigOhneBVGS3a_EK').max },
      { id: 'SozLedig_EK', amount: entry(be, 'SozLedig_EK').amount },
      { id: 'SozAlleinEigenemHaushalt_EK', amount: entry(be, 'SozAlleinEigenemHaushalt_EK').amount },
    ]);
    expect(r.taxes.canton).toBe(10_154);
    expect(r.taxes.total).toBe(17_222);
  });
});

interface GoldenCase { values: Record<string, number> }
const golden = JSON.parse(readFileSync(new URL('./estv/reference/estv-2024-golden.json', import.meta.url), 'utf8')) as { cases: Record<string, GoldenCase> };
const goldenValues = (name: string) => {
  const values = golden.cases[name]?.values;
  if (!values) throw new Error(`No golden case ${name}`);
  return values;
};

describe('ESTV 2024 golden cases from gross income', () => {
  it('single_120k_zurich: with the contributions the ESTV budget derives, every figure matches', () => {
    // The calculator's budget takes AHV/IV/EO 5.3 %, ALV 1.1 % and NBU 0.4 % of the gross salary
    // (6,360 + 1,320 + 480) and a BVG contribution of its own (4,237 at age 40: the one value
    // that gives its cantonal taxable 101,475; federal, cantonal and municipal tax then follow
    // independently). Our statutory estimate (no NBU, BVG minimum 3,124) gives a net income
    // 1,593 higher and a cantonal taxable income of 103,021 (+1,546, +418 francs of tax).
    const values = goldenValues('single_120k_zurich');
    const r = householdTaxes(year2024, {
      bfsId: 261,
      confession: 'none',
      relationship: 'single',
      childrenAges: [],
      earners: [{ kind: 'employee', grossIncome: 120_000, socialContributions: 6_360 + 1_320 + 480, pensionContributions: 4_237, hasPensionFund: true, age: 40 }],
    });
    expect({
      taxable: r.taxable.canton.taxableIncome,
      federal: r.taxes.federal,
      cantonal: r.taxes.canton,
      municipal: r.taxes.municipality,
      total: r.taxes.total,
    }).toEqual({
      taxable: values['taxable.income_cantonal'],
      federal: values['by_level.federal'],
      cantonal: values['by_level.cantonal'],
      municipal: values['by_level.municipal'],
      total: values.total_tax,
    });
  });

  it('family_zug_with_3a_and_wealth: the allowances leave no taxable wealth; the social deductions are the ZG entries', () => {
    // The cantonal taxable income (61,227) is not reproduced: ours is 74,369. The calculator
    // assumes a rent of 25 % of the income in ZG and deducts it up to MaxAbzMiete_EK (10,600 in
    // 2024; rent is not an input here), and its NBU and BVG contributions are higher than the
    // statutory minimum (see the Zürich case). With NBU 0.4 %, the Zürich case's BVG of 4,237 for
    // earner 1 and that rent deduction, a BVG of 2,393 for earner 2 meets 61,227: a fit that is
    // consistent with the explanation, not a check of it.
    const values = goldenValues('family_zug_with_3a_and_wealth');
    const r = householdTaxes(year2024, {
      bfsId: 1711,
      confession: 'roman',
      relationship: 'married',
      childrenAges: [4, 9],
      wealth: 400_000,
      debtInterest: 9_000,
      earners: [
        { kind: 'employee', grossIncome: 140_000, hasPensionFund: true, age: 40, pillar3a: 7_056 },
        { kind: 'employee', grossIncome: 60_000, hasPensionFund: true, age: 40 },
      ],
    });
    const zg = cantonIncome('ZG', year2024);
    expect(r.taxable.taxableWealth).toBe(0);
    expect(r.taxes.wealthCanton + r.taxes.wealthMunicipality).toBe(values['by_object.wealth_tax']);
    expect(byId(r.taxable.canton.deductions)).toMatchObject({
      S3a: 7_056,
      Schuldzinsen: 9_000,
      ZweitVerdiener_EK: entry(zg, 'ZweitVerdiener_EK').max,
      EigenBetr_EK: 2 * entry(zg, 'EigenBetr_EK').amount, // no third-party childcare claimed, both under 15
      SozKinderAlterUnter15_EK: 2 * entry(zg, 'SozKinderAlterUnter15_EK').amount,
      SozVerheiratet_EK: entry(zg, 'SozVerheiratet_EK').amount,
    });
  });
});

describe('cantonal child deductions by age', () => {
  const childLines = (canton: string, childrenAges: number[]) => {
    const lines = taxableFigures(year2026, canton, { relationship: 'married', childrenAges, earners: [{ kind: 'other', grossIncome: 150_000, hasPensionFund: false }] }).canton.deductions;
    return byId(lines.filter((l) => l.id.startsWith('SozKind')));
  };

  it('AG: under 14, 14 to 17, adult', () => {
    const ag = cantonIncome('AG');
    expect(childLines('AG', [3, 15, 19])).toEqual({
      SozKinderAlterUnter14_EK: entry(ag, 'SozKinderAlterUnter14_EK').amount,
      SozKinderAlterZwischen14und17_EK: entry(ag, 'SozKinderAlterZwischen14und17_EK').amount,
    });
    expect(byId(taxableFigures(year2026, 'AG', { relationship: 'married', childrenAges: [13, 14, 18], earners: [{ kind: 'other', grossIncome: 150_000, hasPensionFund: false }] }).canton.deductions)).toMatchObject({
      SozKinderAlterUnter14_EK: 9_300,
      SozKinderAlterZwischen14und17_EK: 10_300,
      SozvolljKinder_EK: 12_400,
    });
  });

  it('NE: under 4, 4 to 13, from 14', () => {
    const ne = cantonIncome('NE');
    expect(childLines('NE', [2, 8, 13, 14])).toEqual({
      SozKinderAlterUnter4_EK: entry(ne, 'SozKinderAlterUnter4_EK').amount,
      SozKinderAlterZwischen4und13_EK: 2 * entry(ne, 'SozKinderAlterZwischen4und13_EK').amount,
      SozKinderAlterUeber14_EK: entry(ne, 'SozKinderAlterUeber14_EK').amount,
    });
  });

  it('ZG: under 15, then over 14 from 15 on', () => {
    const zg = cantonIncome('ZG');
    expect(childLines('ZG', [14, 15])).toEqual({
      SozKinderAlterUnter15_EK: entry(zg, 'SozKinderAlterUnter15_EK').amount,
      SozKinderAlterUeber14_EK: entry(zg, 'SozKinderAlterUeber14_EK').amount,
    });
  });

  it('SH: the general child deduction for every child, the class under 5 on top', () => {
    const sh = cantonIncome('SH');
    expect(childLines('SH', [3, 10])).toEqual({
      SozKind_EK: 2 * entry(sh, 'SozKind_EK').amount,
      SozKinderAlterUnter5_EK: entry(sh, 'SozKinderAlterUnter5_EK').amount,
    });
  });
});

describe('wealth allowances', () => {
  const wealthOf = (canton: string, relationship: 'single' | 'married', childrenAges: number[], wealth: number) =>
    taxableFigures(year2026, canton, { relationship, childrenAges, wealth, earners: [{ kind: 'other', grossIncome: 50_000, hasPensionFund: false }] }).taxableWealth;

  it('married with children: the couple and each child (ZG)', () => {
    const zg = cantonWealth('ZG');
    expect(wealthOf('ZG', 'married', [4, 9], 1_000_000)).toBe(1_000_000 - entry(zg, 'SozVerheiratet_VM').amount - 2 * entry(zg, 'SozKind_VM').amount);
  });

  it('single without and with children (GE), never below zero', () => {
    const ge = cantonWealth('GE');
    expect(wealthOf('GE', 'single', [], 200_000)).toBe(200_000 - entry(ge, 'SozLedigOhneKinder_VM').amount);
    expect(wealthOf('GE', 'single', [8], 300_000)).toBe(300_000 - entry(ge, 'SozAlleinerzieher_VM').amount - entry(ge, 'SozKind_VM').amount);
    expect(wealthOf('GE', 'single', [8], 100_000)).toBe(0);
  });

  it('a canton without an allowance for single people takes the whole wealth (BE)', () => {
    expect(wealthOf('BE', 'single', [], 150_000)).toBe(150_000);
    const be = cantonWealth('BE');
    expect(wealthOf('BE', 'married', [1], 150_000)).toBe(150_000 - entry(be, 'SozVerheiratet_VM').amount - entry(be, 'SozKind_VM').amount);
  });
});

describe('donations and health costs', () => {
  // Self-employed: no flat professional expenses, and no premiums entered, so the income after
  // deductions is the net income itself.
  const figures = (extra: Partial<Household>) =>
    taxableFigures(year2026, 'ZH', { relationship: 'single', childrenAges: [], insurancePremiums: 0, earners: [{ kind: 'other', grossIncome: 100_000, hasPensionFund: false }], ...extra });

  it('health costs count above 5 % of the income after deductions, federal and cantonal', () => {
    for (const level of ['federal', 'canton'] as const) {
      expect(figures({ healthCosts: 5_000 })[level].deductions).toEqual([]);
      expect(figures({ healthCosts: 6_000 })[level].deductions).toEqual([{ id: 'Krankheitskosten', amount: 1_000 }]);
    }
  });

  it('donations count from 100 francs, up to 20 % of the income after deductions (health costs included)', () => {
    expect(figures({ donations: 99 }).federal.deductions).toEqual([]);
    expect(figures({ donations: 100 }).federal.deductions).toEqual([{ id: 'Zuwendungen', amount: 100 }]);
    expect(figures({ donations: 50_000, healthCosts: 6_000 }).canton.deductions).toEqual([
      { id: 'Krankheitskosten', amount: 1_000 },
      { id: 'Zuwendungen', amount: 19_800 }, // 20 % of 99,000
    ]);
  });
});

describe('professional costs, commuting and premiums', () => {
  const employee = { kind: 'employee' as const, grossIncome: 80_000, socialContributions: 5_000, pensionContributions: 5_000, hasPensionFund: true };

  it('effective professional costs replace the flat rate only where higher', () => {
    const lines = (professionalCosts: number) => byId(taxableFigures(year2026, 'ZH', { relationship: 'single', childrenAges: [], earners: [{ ...employee, professionalCosts }] }).federal.deductions);
    expect(lines(1_000).HauptErw_EK).toBe(2_100); // 3 % of 70,000
    expect(lines(6_500).HauptErw_EK).toBe(6_500);
  });

  it('a canton without a commuting entry has no cap (AI), the federal tax has its own', () => {
    const r = taxableFigures(year2026, 'AI', { relationship: 'single', childrenAges: [], earners: [{ ...employee, commuting: 20_000 }] });
    expect(byId(r.canton.deductions).Fahrkosten_EK).toBe(20_000);
    expect(byId(r.federal.deductions).Fahrkosten_EK).toBe(entry(federal2026, 'Fahrkosten_EK').max);
  });

  it('JU: couples by how many spouses pay into a pension fund or Pillar 3a', () => {
    const ju = cantonIncome('JU');
    const r = taxableFigures(year2026, 'JU', {
      relationship: 'married',
      childrenAges: [10, 19],
      earners: [employee, { kind: 'employee', grossIncome: 30_000, socialContributions: 2_000, pensionContributions: 0, hasPensionFund: false }],
      insurancePremiums: 50_000,
    });
    expect(byId(r.canton.deductions).KKSparzVerhEineOhneBVGS3a_EK).toBe(
      entry(ju, 'KKSparzVerhEineOhneBVGS3a_EK').max + entry(ju, 'KKSparProminderjKind_EK').max + entry(ju, 'KKSparProvolljKind_EK').max,
    );
  });

  it("FR: its own premium ids, and ESTV's assumed premiums when none are entered", () => {
    const fr = cantonIncome('FR');
    const limit = entry(fr, 'KKLedig_EK').max + entry(fr, 'PrivVersLedig_EK').max + entry(fr, 'SparzinsenLedig_EK').max;
    const premiums = (insurancePremiums?: number) => byId(taxableFigures(year2026, 'FR', { relationship: 'single', childrenAges: [], earners: [employee], insurancePremiums }).canton.deductions).KKLedig_EK;
    expect(premiums()).toBe(Math.min(4_560, limit));
    expect(premiums(9_000)).toBe(limit);
  });
});

describe('householdTaxes', () => {
  const input: HouseholdTaxInput = {
    bfsId: 261,
    confession: 'protestant',
    relationship: 'married',
    childrenAges: [6],
    wealth: 300_000,
    otherIncome: 2_000,
    earners: [
      { kind: 'employee', grossIncome: 130_000, hasPensionFund: true, age: 42, pillar3a: 7_258 },
      { kind: 'employee', grossIncome: 45_000, hasPensionFund: true, age: 40 },
    ],
  };

  it('taxes the taxable figures it computes, with the children counted', () => {
    const r = householdTaxes(year2026, input);
    const direct = calculateTaxes(year2026, {
      bfsId: 261,
      relationship: 'married',
      children: 1,
      confession: 'protestant',
      taxableIncomeFederal: r.taxable.federal.taxableIncome,
      taxableIncomeCanton: r.taxable.canton.taxableIncome,
      taxableWealth: r.taxable.taxableWealth,
    });
    expect(r.taxes).toEqual(direct);
    expect(r.taxable.canton.netIncome).toBe(r.taxable.federal.netIncome);
  });

  it('average rate: total over net income; marginal: the tax on the next 100 francs of taxable income, in percent', () => {
    const r = householdTaxes(year2026, input);
    expect(r.averageRate).toBe(Math.round((r.taxes.total / r.taxable.canton.netIncome) * 10_000) / 100);
    const next = calculateTaxes(year2026, {
      bfsId: 261,
      relationship: 'married',
      children: 1,
      confession: 'protestant',
      taxableIncomeFederal: r.taxable.federal.taxableIncome + 100,
      taxableIncomeCanton: r.taxable.canton.taxableIncome + 100,
      taxableWealth: r.taxable.taxableWealth,
    });
    expect(r.marginalRate).toBe(next.total - r.taxes.total);
    expect(r.marginalRate).toBeGreaterThan(r.averageRate);
  });

  it('no income: rates of 0', () => {
    const r = householdTaxes(year2026, { bfsId: 261, confession: 'none', relationship: 'single', childrenAges: [], earners: [{ kind: 'other', grossIncome: 0, hasPensionFund: false }] });
    expect(r.taxes.total).toBe(24); // Zürich's personal tax only
    expect(r.averageRate).toBe(0);
  });

  it('an unknown municipality is an error', () => {
    expect(() => householdTaxes(year2026, { ...input, bfsId: 9_999 })).toThrow(/9999/);
  });
});
