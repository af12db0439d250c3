import { describe, expect, it } from 'vitest';
import { calculateTaxes, prepareTaxYear } from './calculate-taxes';
import { correctMunicipalRates } from './municipal-rate-corrections';
import type { CompiledTaxYear, MunicipalityRow } from './tax-tables';

const row = (bfsId: number, canton: string, municipal: number): MunicipalityRow => [bfsId, `M${bfsId}`, canton, 100, municipal, 10, 12, 14, 100, municipal, 10, 12, 14];

describe('municipal rate corrections', () => {
  it('gives Solothurn 112 % and Frauenfeld 142 % in 2026 for income and wealth, where the export carries 107 % and 144 %', () => {
    const [solothurn, frauenfeld, other] = correctMunicipalRates(2026, [row(2601, 'SO', 107), row(4566, 'TG', 144), row(2602, 'SO', 107)]);
    expect([solothurn?.[4], solothurn?.[9]]).toEqual([112, 112]);
    expect([frauenfeld?.[4], frauenfeld?.[9]]).toEqual([142, 142]);
    expect(other?.[4]).toBe(107);
  });

  it('leaves other years, and rows whose exported rate has changed since, as they are', () => {
    const rows = [row(2601, 'SO', 107)];
    expect(correctMunicipalRates(2025, rows)).toBe(rows);
    // A later export that already carries a new rate is not overwritten with ours.
    expect(correctMunicipalRates(2026, [row(2601, 'SO', 110)])[0]?.[4]).toBe(110);
  });

  it('is applied when a year is prepared, so every caller of calculateTaxes gets it', () => {
    const tables: CompiledTaxYear = {
      year: 2026,
      source: 'test',
      federal: { income: [], deductions: {} },
      cantons: { SO: { income: [{ groups: ['all'], type: 'FLATTAX', splitting: 0, rows: [[0, 0, 10]] }], wealth: [], municipalIncome: [], deductions: { income: {}, wealth: {} } } },
      municipalities: [row(2601, 'SO', 107)],
    };
    const year = prepareTaxYear(tables);
    expect(year.tables.municipalities[0]?.[4]).toBe(112);
    // simple tax 10 % of 50,000 = 5,000; the municipality takes 112 % of it
    const r = calculateTaxes(year, { bfsId: 2601, relationship: 'single', children: 0, confession: 'none', taxableIncomeFederal: 0, taxableIncomeCanton: 50_000, taxableWealth: 0 });
    expect(r.municipality).toBe(5_600);
    expect(tables.municipalities[0]?.[4]).toBe(107);
  });
});
