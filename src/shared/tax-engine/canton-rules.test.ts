import { describe, expect, it } from 'vitest';
import { splitTax, type TariffContext } from './calculate-taxes';
import { cantonRules, federalChildReduction } from './canton-rules';
import type { Tariff } from './tax-tables';

// 0 % up to 10,000, then 10 %: the simple tax of x above 10,000 is (x − 10,000) / 10.
const tariff: Tariff = { groups: ['all'], type: 'BUND', splitting: 2, rows: [[0, 0, 0], [10_000, 0, 10]] };
const married = (canton: string): TariffContext => ({ group: 'married', relationship: 'married', children: 0, rule: cantonRules[canton] ?? {} });

describe('canton rules', () => {
  it('GL and SH take the rate of the divided income floored to 100 francs for the whole income', () => {
    // 100,050 / 2 = 50,025 → 50,000: rate 4,000 / 50,000 = 8 % on 100,000 (floored to 100)
    expect(splitTax(tariff, 100_050, married('GL'), 100)).toBeCloseTo(8_000, 9);
    // 100,150 → 100,100; SH reads the rate at 50,000 (8 %), a canton without the rule at 50,050
    expect(splitTax(tariff, 100_150, married('SH'), 100)).toBeCloseTo((100_100 * 4_000) / 50_000, 9);
    expect(splitTax(tariff, 100_150, married('ZH'), 100)).toBeCloseTo(2 * (50_050 - 10_000) / 10, 9);
    // SZ and VD read the rate the same way
    expect(splitTax(tariff, 100_150, married('SZ'), 100)).toBeCloseTo((100_100 * 4_000) / 50_000, 9);
    expect(cantonRules.VD?.splitShare?.(50_000, 1.8)).toBe(27_700);
  });

  it('VD divides by its family quotient: 1.8 married, 1.3 single parent, plus 0.5 per child', () => {
    const divisor = cantonRules.VD?.splittingDivisor;
    expect(divisor?.(tariff, { ...married('VD'), children: 2 })).toBe(2.8);
    expect(divisor?.(tariff, { group: 'singleParent', relationship: 'single', children: 1, rule: {} })).toBe(1.8);
    expect(divisor?.(tariff, { group: 'single', relationship: 'single', children: 0, rule: {} })).toBe(1);
  });

  it('TI reads the tariff 100 francs below the taxable income', () => {
    const ti: TariffContext = { group: 'single', relationship: 'single', children: 0, rule: cantonRules.TI ?? {} };
    expect(splitTax(tariff, 50_000, ti, 100)).toBeCloseTo((49_900 - 10_000) / 10, 9);
  });

  it('GE applies 130.8 % for the published 147.5 %, VD 95 % of its multiplier', () => {
    expect(cantonRules.GE?.effectiveCantonRate?.(147.5)).toBeCloseTo(130.8, 9);
    expect(cantonRules.VD?.effectiveCantonRate?.(155)).toBeCloseTo(147.25, 9);
  });

  it('federal reduction per child by year', () => {
    expect([2024, 2025, 2026].map(federalChildReduction)).toEqual([259, 263, 263]);
  });

  it('VS: couples and single parents pay 35 % less (rounded up, at most 4,900 / 4,870), then the canton takes 300 per child', () => {
    const vs = cantonRules.VS;
    const ctx = (relationship: 'single' | 'married', children: number) => ({ relationship, children, simpleIncome: 0, rateCanton: 100 });
    expect(vs?.cantonTaxAdjustment?.(2_644, ctx('single', 0))).toBe(2_644);
    expect(vs?.cantonTaxAdjustment?.(2_644, ctx('married', 0))).toBe(1_718);
    expect(vs?.cantonTaxAdjustment?.(2_644, ctx('single', 2))).toBe(1_118);
    expect(vs?.cantonTaxAdjustment?.(26_986, ctx('married', 2))).toBe(21_486);
    expect(vs?.municipalTaxAdjustment?.(2_744, ctx('single', 2))).toBe(1_783);
    expect(vs?.municipalTaxAdjustment?.(19_950, ctx('married', 0))).toBe(15_080);
    expect(vs?.municipalTaxAdjustment?.(19_950, ctx('single', 0))).toBe(19_950);
  });
});
