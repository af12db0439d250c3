import { describe, expect, it } from 'vitest';
import { parseFormula, simpleTax } from './tariff';
import type { Tariff, TariffRow } from './tax-tables';

const tariff = (type: Tariff['type'], rows: TariffRow[]): Tariff => ({ groups: ['all'], type, splitting: 0, rows });

describe('simpleTax by table type', () => {
  it('ZUERICH fills brackets of the given width from the bottom', () => {
    const zh = tariff('ZUERICH', [[10_000, 0, 0], [20_000, 0, 2], [99_999_999, 0, 5]]);
    expect(simpleTax(zh, 5_000)).toBe(0);
    expect(simpleTax(zh, 25_000)).toBeCloseTo(300, 9); // 15,000 × 2 %
    expect(simpleTax(zh, 50_000)).toBeCloseTo(400 + 1_000, 9); // 20,000 × 2 % + 20,000 × 5 %
  });

  it('ZUERICH with cumulative taxes in the rows is read as a BUND table', () => {
    const misfiled = tariff('ZUERICH', [[0, 0, 0], [10_000, 0, 2], [30_000, 400, 5]]);
    expect(simpleTax(misfiled, 40_000)).toBeCloseTo(900, 9);
  });

  it('BUND takes the tax at the start of the bracket plus the rate above it', () => {
    const bund = tariff('BUND', [[0, 0, 0], [15_200, 0, 0.77], [33_200, 138.6, 0.88]]);
    expect(simpleTax(bund, 15_000)).toBe(0);
    expect(simpleTax(bund, 33_200)).toBeCloseTo(138.6, 9);
    expect(simpleTax(bund, 43_200)).toBeCloseTo(138.6 + 88, 9);
  });

  it('FLATTAX applies one rate to the whole amount', () => {
    expect(simpleTax(tariff('FLATTAX', [[0, 0, 7.1]]), 100_000)).toBeCloseTo(7_100, 9);
  });

  it('FREIBURG interpolates the average rate between two points and applies it to the whole amount', () => {
    const fr = tariff('FREIBURG', [[0, 0, 0], [10_000, 0, 2], [20_000, 0, 4]]);
    expect(simpleTax(fr, 15_000)).toBeCloseTo(15_000 * 0.03, 9);
    expect(simpleTax(fr, 20_000)).toBeCloseTo(800, 9);
    expect(simpleTax(fr, 30_000)).toBeCloseTo(1_200, 9); // above the last point its rate holds
  });

  it('FORMEL evaluates the formula of the bracket the amount falls in', () => {
    const bl = tariff('FORMEL', [[0, 0, 0, ''], [8_366, 0, 0, '0.49 * $wert$ / 100'], [50_000, 0, 0, '1000 + 0.1 * ($wert$ - 50000)']]);
    expect(simpleTax(bl, 5_000)).toBe(0);
    expect(simpleTax(bl, 10_000)).toBeCloseTo(49, 9);
    expect(simpleTax(bl, 60_000)).toBeCloseTo(2_000, 9);
  });

  it('parses log, unary minus and parentheses as Basel-Landschaft writes them', () => {
    const f = parseFormula('-0.827548* $wert$ + 0.089722* $wert$ * (log $wert$ - 1) + 830.223746');
    const w = 100_000;
    expect(f(w)).toBeCloseTo(-0.827548 * w + 0.089722 * w * (Math.log(w) - 1) + 830.223746, 6);
    expect(parseFormula('(-4893.077017)')(1)).toBeCloseTo(-4893.077017, 9);
    expect(() => parseFormula('$wert$ ^ 2')).toThrow(/Unsupported/);
  });

  it('taxes nothing on zero or negative amounts', () => {
    expect(simpleTax(tariff('FLATTAX', [[0, 0, 5]]), 0)).toBe(0);
    expect(simpleTax(tariff('FLATTAX', [[0, 0, 5]]), -100)).toBe(0);
  });
});
