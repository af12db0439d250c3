import { describe, expect, it } from 'vitest';
import { simpleTax } from './tariff';
import { indexBracketLimits, indexBracketWidths, indexCantonTariffs, indexRatePoints } from './tariff-indexation';
import type { CantonTables, Tariff } from './tax-tables';

// The VD tariff of the 2025 and 2026 exports, from 57,200 francs up (BUND: start, tax at start, rate).
const vdRows: Tariff['rows'] = [[57_200, 4_053, 10], [74_300, 5_763, 11], [91_100, 7_611, 12], [108_000, 9_639, 12.5], [134_900, 13_001.5, 13], [161_900, 16_511.5, 13.5], [192_300, 20_615.5, 14], [222_800, 24_885.5, 14.5], [255_800, 29_670.5, 15], [291_400, 35_010.5, 15.5]];
const vd: Tariff = { groups: ['all'], type: 'BUND', splitting: 0, rows: vdRows };
// The first brackets of the SZ tariff (ZUERICH: width, -, rate) and its open last bracket.
const sz: Tariff = { groups: ['all'], type: 'ZUERICH', splitting: 0, rows: [[1_300, 0, 0.25], [1_100, 0, 0.5], [1_000, 0, 0.75], [999_999_999, 0, 5]] };
// The VS rate curves of the 2024-2026 exports (FREIBURG: point, -, average rate in percent).
const vsCanton: Tariff = { groups: ['all'], type: 'FREIBURG', splitting: 0, rows: [[0, 0, 2], [5_000, 0, 2], [10_000, 0, 2.8], [20_000, 0, 4.6], [30_000, 0, 6.3], [40_000, 0, 7.7], [50_000, 0, 9], [60_000, 0, 10.5], [70_000, 0, 11.8], [80_000, 0, 13], [90_000, 0, 13.3], [100_000, 0, 13.5], [200_000, 0, 14]] };
const vsMunicipal: Tariff = { groups: ['all'], type: 'FREIBURG', splitting: 0, rows: [[0, 0, 2], [5_000, 0, 2], [10_000, 0, 2.7], [15_000, 0, 3.6], [20_000, 0, 4.4], [30_000, 0, 5.8], [40_000, 0, 6.8], [50_000, 0, 7.5], [60_000, 0, 8], [80_000, 0, 8.8], [90_000, 0, 9], [180_000, 0, 9.9], [200_000, 0, 10]] };
const tables = (income: Tariff[], municipalIncome: Tariff[] = []): CantonTables => ({ income, wealth: [], municipalIncome, deductions: { income: {}, wealth: {} } });

describe('tariff indexation', () => {
  it('moves each BUND limit by the factor, rounded to the nearest 100, and keeps the tariff continuous', () => {
    const indexed = indexBracketLimits(vd, 1.00083);
    expect(indexed.rows.map((r) => r[0])).toEqual([57_200, 74_400, 91_200, 108_100, 135_000, 162_000, 192_500, 223_000, 256_000, 291_600]);
    // 74,300 → 74,400: the 10 % bracket is 100 francs longer, so the tax at its end is 10 francs more.
    expect(indexed.rows[1]?.[1]).toBeCloseTo(5_763 + 10, 9);
    // Continuity: the tax just below a new limit equals the tax at it.
    for (let i = 1; i < indexed.rows.length; i++) {
      const [start, tax] = indexed.rows[i] ?? [0, 0];
      expect(simpleTax(indexed, start - 0.01)).toBeCloseTo(tax, 1);
    }
    // Single, 100,000 in Lausanne 2026: 8,677.00 simple tax (the calculator: 12,777 at 147.25 %).
    expect(simpleTax(indexed, 100_000)).toBeCloseTo(8_677, 9);
  });

  it('widens each ZUERICH bracket by the factor, rounded up to 100, and leaves the open bracket open', () => {
    const indexed = indexBracketWidths(sz, 1.1, 'up');
    // 1,300 × 1.1 = 1,430 → 1,500; 1,100 × 1.1 = 1,210 → 1,300; 1,000 × 1.1 = 1,100 exactly (no float slip to 1,200).
    expect(indexed.rows.map((r) => r[0])).toEqual([1_500, 1_300, 1_100, 999_999_999]);
  });

  it('indexes VD and SZ (canton and municipal scale) in 2026 only, and only while the export carries the old tariff', () => {
    const cantons = { VD: tables([vd]), SZ: tables([sz], [sz]), ZH: tables([vd]) };
    const indexed = indexCantonTariffs(2026, cantons);
    expect(indexed.VD?.income[0]?.rows[1]?.[0]).toBe(74_400);
    expect(indexed.SZ?.income[0]?.rows[0]?.[0]).toBe(1_500);
    expect(indexed.SZ?.municipalIncome[0]?.rows[0]?.[0]).toBe(1_500);
    expect(indexed.ZH).toBe(cantons.ZH);
    expect(indexCantonTariffs(2025, cantons)).toBe(cantons);
    // An export that already carries a newer VD tariff (another last limit) is not indexed again.
    const newer: Tariff = { ...vd, rows: [...vdRows.slice(0, -1), [291_700, 35_057, 15.5]] };
    expect(indexCantonTariffs(2026, { VD: tables([newer]) }).VD?.income[0]).toBe(newer);
    // Nor is an SZ export that already starts with the indexed 1,500-franc bracket.
    const szIndexed = indexBracketWidths(sz, 1.1, 'up');
    expect(indexCantonTariffs(2026, { SZ: tables([szIndexed]) }).SZ?.income[0]).toBe(szIndexed);
    // The input is left untouched.
    expect(cantons.VD.income[0]?.rows[1]?.[0]).toBe(74_300);
  });

  it('stretches a FREIBURG rate curve: the rate of an income is the exported rate of income / factor', () => {
    const indexed = indexRatePoints(vsMunicipal, 2, 'exact');
    expect(indexed.rows.map((r) => r[0]).slice(0, 4)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(simpleTax(indexed, 50_000)).toBeCloseTo(2 * simpleTax(vsMunicipal, 25_000), 9);
  });

  it('VS 2026: lowers the cantonal rates between 20,000 and 80,000 by 0.3 points and stretches both curves by their own factor', () => {
    const indexed = indexCantonTariffs(2026, { VS: tables([vsCanton], [vsMunicipal]) }).VS;
    const canton = indexed?.income[0];
    const municipal = indexed?.municipalIncome[0];
    if (!canton || !municipal) throw new Error('VS tariffs missing');
    expect(canton.rows.map((r) => r[2])).toEqual([2, 2, 2.8, 4.6, 6, 7.4, 8.7, 10.2, 11.5, 13, 13.3, 13.5, 14]);
    expect(canton.rows[3]?.[0]).toBeCloseTo(20_000 * 2.007, 2);
    expect(municipal.rows.at(-1)?.[0]).toBeCloseTo(200_000 * 2.0655, 2);
    // Sion 2026, single: canton 8,677 at 100,000 (100 %), municipality 19,950 at 200,000 (110 %).
    expect(Math.round(simpleTax(canton, 100_000))).toBe(8_677);
    expect(Math.round(simpleTax(municipal, 200_000) * 1.1)).toBe(19_950);
    // Not in other years, and not twice.
    expect(indexCantonTariffs(2025, { VS: tables([vsCanton]) }).VS?.income[0]).toBe(vsCanton);
    expect(indexCantonTariffs(2026, { VS: tables([canton], [municipal]) }).VS?.income[0]).toBe(canton);
  });
});
