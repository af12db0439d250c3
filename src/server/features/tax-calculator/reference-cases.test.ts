// Every result of the official ESTV calculator we hold must come out of the engine to the franc,
// for every component. The cases the engine does not reproduce yet are listed below, and the test
// asserts they still differ: fixing one fails this test until it leaves the list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculateTaxes } from '@shared/tax-engine/calculate-taxes';
import { federalChildReduction } from '@shared/tax-engine/canton-rules';
import { householdTaxes } from '@shared/tax-engine/household-taxes';
import { loadTaxYear } from './tax-tables';

interface DevelopmentCase { canton: string; married: boolean; children: number; taxable: number; fed: number; cantonTax: number; cityTax: number; personnel: number; total: number }
interface DevelopmentCases { municipalities: Record<string, { name: string; bfsId: number }>; cases: DevelopmentCase[] }

const readFixture = <T>(name: string): T => JSON.parse(readFileSync(new URL(`./estv/reference/${name}`, import.meta.url), 'utf8')) as T;
const development = readFixture<DevelopmentCases>('estv-2026-development-cases.json');

const EVERY_CASE = 'every case';
/**
 * Known gaps (2026 development cases), `${relationship} ${children} ${taxable income}`.
 * NW: the simple tax is lower than the exported tariff gives (the 2023 tariff, identical in the
 *   2024-2026 exports; the 2026 cantonal 2.61 units, 2.66 less the one-off 0.05 rebate, are in the
 *   export). Canton / 2.61 and municipality / 2.35 agree on it. Couples take the rate of the divided
 *   income floored to 100 (27,000, 54,000, 108,100), as in SZ, GL and SH: only then do 50,000
 *   single and 54,000 (both in the 3 % bracket) show the same gap. Gaps (simple tax at the rate-
 *   determining income): 27,000 -22.6; 50,000 and 54,000 -26.1; 100,000 and 108,100 -29.3;
 *   200,000 5,496.0-5,496.4 against 5,500 (2.75 % flat) or 5,503.35 (2.75 % above the last limit).
 *   With the rates unchanged, bracket widths in hundreds fit all six, e.g. 11,600 / 2,400 / 9 ×
 *   1,200 / 8,000 / 17,300 / 31,200, then about 165,700 as the last limit with 2.75 % above it,
 *   but 29 sets of the lower widths (and hundreds of the upper) fit equally well, and no
 *   indexation does: widths or limits × k (or × k1 below and × k2 above any bracket), rounded to
 *   100 any way, stay 0.17 francs of simple tax or more off. So it is a new tariff, most likely
 *   the Steuergesetzrevision 2026 (Landrat June 2025, referendum, vote of 14 June 2026; per the
 *   press, relief for the middle class and lower rates for the top brackets), whose text was
 *   not found; not fitted here because the cases cannot pin it down.
 */
const KNOWN_MISMATCHES: Record<string, string[] | typeof EVERY_CASE> = {
  NW: EVERY_CASE,
};

const caseLabel = (c: DevelopmentCase) => `${c.married ? 'married' : 'single'} ${c.children} ${c.taxable}`;
const isKnownMismatch = (c: DevelopmentCase) => {
  const gaps = KNOWN_MISMATCHES[c.canton];
  return gaps === EVERY_CASE || (gaps?.includes(caseLabel(c)) ?? false);
};

function computeDevelopmentCase(c: DevelopmentCase) {
  const municipality = development.municipalities[c.canton];
  if (!municipality) throw new Error(`No municipality for ${c.canton} in the fixture`);
  const r = calculateTaxes(loadTaxYear(2026), {
    bfsId: municipality.bfsId,
    relationship: c.married ? 'married' : 'single',
    children: c.children,
    confession: 'none',
    taxableIncomeFederal: c.taxable,
    taxableIncomeCanton: c.taxable,
    taxableWealth: 0,
  });
  return { fed: r.federal, cantonTax: r.canton, cityTax: r.municipality, personnel: r.personal, total: r.total };
}
const expected = (c: DevelopmentCase) => ({ fed: c.fed, cantonTax: c.cantonTax, cityTax: c.cityTax, personnel: c.personnel, total: c.total });

describe('ESTV 2026 development cases (one municipality per canton)', () => {
  const cantons = [...new Set(development.cases.map((c) => c.canton))];
  it('covers all 26 cantons', () => {
    expect(cantons).toHaveLength(26);
  });

  for (const canton of cantons) {
    const cases = development.cases.filter((c) => c.canton === canton);
    const matching = cases.filter((c) => !isKnownMismatch(c));
    const mismatching = cases.filter(isKnownMismatch);
    if (matching.length > 0) {
      it(`${canton} (${development.municipalities[canton]?.name}): ${matching.length} cases match to the franc`, () => {
        for (const c of matching) expect({ case: caseLabel(c), ...computeDevelopmentCase(c) }).toEqual({ case: caseLabel(c), ...expected(c) });
      });
    }
    if (mismatching.length > 0) {
      it(`${canton}: the ${mismatching.length} known mismatches still differ (remove them from the list once fixed)`, () => {
        for (const c of mismatching) expect({ case: caseLabel(c), ...computeDevelopmentCase(c) }).not.toEqual({ case: caseLabel(c), ...expected(c) });
      });
    }
  }
});

describe('what the export shows about its own gaps', () => {
  it('VD indexes its tariff every year: each 2025 limit is the 2024 limit × 1.0131 rounded to 100 (tariff-indexation.ts)', () => {
    const limits = (year: 2024 | 2025) => loadTaxYear(year).tables.cantons.VD?.income[0]?.rows.map((r) => r[0]) ?? [];
    expect(limits(2024).length).toBeGreaterThan(10);
    expect(limits(2024).map((limit) => Math.round((limit * 1.0131) / 100) * 100)).toEqual(limits(2025));
  });

  it('the federal reduction per child moves with the federal child deduction (both indexed together, art. 39 DBG)', () => {
    // 2018: 6,500 deduction and 251 reduction; later years scale both by the same index.
    for (const year of [2024, 2025, 2026] as const) {
      const childDeduction = loadTaxYear(year).tables.federal.deductions.SozKind_EK?.amount ?? 0;
      expect(federalChildReduction(year)).toBe(Math.round((251 * childDeduction) / 6_500));
    }
  });
});

interface GoldenCase { tool: string; input: Record<string, unknown>; values: Record<string, number | string> }
const golden = readFixture<{ cases: Record<string, GoldenCase> }>('estv-2024-golden.json');

/** Golden cases that start from gross income or rank municipalities: they need the deductions and the ranking, not built yet. */
// From gross income: single_120k_zurich and pensioner_bern are matched in household-taxes.test.ts;
// family_zug_with_3a_and_wealth only in part (the calculator assumes a rent for ZG's rent deduction).
const GOLDEN_COVERED_ELSEWHERE = ['single_120k_zurich', 'pensioner_bern'];
const GOLDEN_NOT_YET_COVERED = ['family_zug_with_3a_and_wealth', 'capitals_ranking_150k', 'capital_payment_zurich'];

describe('ESTV 2024 golden cases', () => {
  it('lists every golden case either here or as not yet covered', () => {
    const covered = ['taxable_amounts_zurich', 'brackets_zurich_cantonal', 'brackets_zurich_federal', 'canton_zg_ranking'];
    expect(Object.keys(golden.cases).sort()).toEqual([...covered, ...GOLDEN_COVERED_ELSEWHERE, ...GOLDEN_NOT_YET_COVERED].sort());
  });

  it('taxable amounts in Zürich: 100,000 income, 200,000 wealth', () => {
    const values = golden.cases.taxable_amounts_zurich?.values;
    const r = calculateTaxes(loadTaxYear(2024), { bfsId: 261, relationship: 'single', children: 0, confession: 'none', taxableIncomeFederal: 100_000, taxableIncomeCanton: 100_000, taxableWealth: 200_000 });
    expect({ total: r.total, income: r.federal + r.canton + r.municipality, wealth: r.wealthCanton + r.wealthMunicipality }).toEqual({
      total: values?.total_tax,
      income: values?.['by_object.income_tax'],
      wealth: values?.['by_object.wealth_tax'],
    });
  });

  it('simple taxes of Zürich and the federal tax at 100,000', () => {
    // Zürich with 100 % multipliers and no personal tax gives the simple tax itself.
    const year = loadTaxYear(2024);
    const zurich = year.municipalities.get(261);
    if (!zurich) throw new Error('Zürich missing from the 2024 tables');
    const simpleOnly = { ...year, municipalities: new Map([[261, [...zurich.slice(0, 3), 100, 0, 0, 0, 0, 0, 0, 0, 0, 0] as typeof zurich]]) };
    const r = calculateTaxes(simpleOnly, { bfsId: 261, relationship: 'single', children: 0, confession: 'none', taxableIncomeFederal: 100_000, taxableIncomeCanton: 100_000, taxableWealth: 0 });
    expect(r.canton).toBe(golden.cases.brackets_zurich_cantonal?.values.simple_tax);
    expect(r.federal).toBe(golden.cases.brackets_zurich_federal?.values.simple_tax);
  });

  it('ranking the canton of Zug for a single person earning 200,000 gross: 11 municipalities, Baar cheapest, Neuheim dearest', () => {
    // The order follows from the multipliers alone (one canton, one taxable income), so it holds
    // even where our estimate of the pension-fund contribution differs from the calculator's.
    const values = golden.cases.canton_zg_ranking?.values;
    const year = loadTaxYear(2024);
    const zug = year.tables.municipalities.filter((m) => m[2] === 'ZG');
    const ranked = zug
      .map(([bfsId, name]) => ({ name, total: householdTaxes(year, { bfsId, confession: 'none', relationship: 'single', childrenAges: [], earners: [{ kind: 'employee', grossIncome: 200_000, hasPensionFund: true }] }).taxes.total }))
      .sort((a, b) => a.total - b.total);
    expect({ count: ranked.length, cheapest: ranked[0]?.name, dearest: ranked.at(-1)?.name }).toEqual({
      count: values?.count,
      cheapest: values?.['cheapest.0.municipality'],
      dearest: values?.['most_expensive.0.municipality'],
    });
  });
});
