// The compiled tables of every year hold what the engine needs for every canton and group, and
// the engine gives whole, non-negative francs that do not fall as income rises, everywhere.
import { describe, expect, it } from 'vitest';
import { calculateTaxes, pickTariff, tariffGroups, type Relationship } from '@shared/tax-engine/calculate-taxes';
import { loadTaxYear, TAX_TABLE_YEARS } from './tax-tables';

const profiles: [Relationship, number][] = [['single', 0], ['married', 0], ['single', 1], ['married', 2]];

describe.each(TAX_TABLE_YEARS)('compiled ESTV tables %i', (year) => {
  const taxYear = loadTaxYear(year);

  it('cover the 26 cantons and more than 2,000 municipalities', () => {
    expect(new Set(taxYear.tables.municipalities.map((m) => m[2])).size).toBe(26);
    expect(taxYear.tables.municipalities.length).toBeGreaterThan(2_000);
    expect(taxYear.municipalities.size).toBe(taxYear.tables.municipalities.length);
  });

  it('have a federal, cantonal income and wealth tariff for every canton and household', () => {
    const missing: string[] = [];
    for (const [relationship, children] of profiles) {
      const groups = tariffGroups(relationship, children);
      if (!pickTariff(taxYear.tables.federal.income, groups)) missing.push(`federal ${relationship} ${children}`);
      for (const [canton, tables] of Object.entries(taxYear.tables.cantons)) {
        if (!pickTariff(tables.income, groups)) missing.push(`${canton} income ${relationship} ${children}`);
        if (!pickTariff(tables.wealth, groups)) missing.push(`${canton} wealth ${relationship} ${children}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('give whole non-negative francs that never fall as income and wealth rise, in every municipality', () => {
    const problems: string[] = [];
    const incomes = [0, 20_000, 45_000, 80_000, 130_000, 250_000, 600_000, 1_500_000];
    for (const [bfsId, name] of taxYear.tables.municipalities) {
      for (const [relationship, children] of profiles) {
        let previous = 0;
        for (const income of incomes) {
          const r = calculateTaxes(taxYear, { bfsId, relationship, children, confession: 'roman', taxableIncomeFederal: income, taxableIncomeCanton: income, taxableWealth: income * 4 });
          if (Object.values(r).some((v) => !Number.isInteger(v) || v < 0)) problems.push(`${name} ${relationship} ${children} ${income}: ${JSON.stringify(r)}`);
          if (r.total < previous) problems.push(`${name} ${relationship} ${children}: total falls to ${r.total} at ${income}`);
          previous = r.total;
        }
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});
