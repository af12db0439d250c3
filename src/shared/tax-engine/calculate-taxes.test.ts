import { describe, expect, it } from 'vitest';
import { calculateTaxes, prepareTaxYear, tariffGroups, UnknownMunicipalityError, type TaxInput } from './calculate-taxes';
import type { CompiledTaxYear, MunicipalityRow, Tariff } from './tax-tables';

const flat = (percent: number, groups: Tariff['groups'] = ['all'], splitting = 0): Tariff => ({ groups, type: 'FLATTAX', splitting, rows: [[0, 0, percent]] });
const noDeductions = { income: {}, wealth: {} };
// Canton XX: single and married tariffs (BUND type: 0 % up to 20,000, then 10 %), married with splitting 2.
const progressive = (groups: Tariff['groups'], splitting: number): Tariff => ({ groups, type: 'BUND', splitting, rows: [[0, 0, 0], [20_000, 0, 10]] });
const municipality = (bfsId: number, canton: string, rates: number[]): MunicipalityRow => [bfsId, `M${bfsId}`, canton, ...rates] as MunicipalityRow;

const tables: CompiledTaxYear = {
  year: 2026,
  source: 'test',
  federal: { income: [flat(1, ['single', 'cohabiting', 'childless']), flat(0.5, ['single', 'married', 'singleParent'])], deductions: {} },
  cantons: {
    XX: { income: [progressive(['single', 'cohabiting', 'childless'], 0), progressive(['married', 'singleParent'], 2)], wealth: [flat(0.1)], municipalIncome: [], deductions: noDeductions },
    // ZH's rules: 24 francs personal tax per person.
    ZH: { income: [flat(10)], wealth: [flat(0.1)], municipalIncome: [], deductions: noDeductions },
    // GR takes the exact taxable income (quantum 1).
    GR: { income: [flat(10)], wealth: [flat(0.1)], municipalIncome: [], deductions: noDeductions },
  },
  municipalities: [
    municipality(1, 'XX', [100, 50, 10, 12, 14, 100, 50, 10, 12, 14]),
    municipality(2, 'ZH', [100, 100, 0, 0, 0, 100, 100, 0, 0, 0]),
    municipality(3, 'GR', [100, 0, 0, 0, 0, 100, 0, 0, 0, 0]),
  ],
};
const year = prepareTaxYear(tables);
const input = (over: Partial<TaxInput>): TaxInput => ({ bfsId: 1, relationship: 'single', children: 0, confession: 'none', taxableIncomeFederal: 0, taxableIncomeCanton: 0, taxableWealth: 0, ...over });

describe('calculateTaxes', () => {
  it('applies the canton, municipality and church multipliers to the simple tax', () => {
    // simple tax: (60,000 − 20,000) × 10 % = 4,000
    const r = calculateTaxes(year, input({ taxableIncomeCanton: 60_000, confession: 'protestant' }));
    expect(r).toMatchObject({ canton: 4_000, municipality: 2_000, church: 480 });
    expect(r.total).toBe(6_480);
  });

  it('splits a married couple: the rate of half the income on the whole income', () => {
    // 100,000 / 2 = 50,000 → tax 3,000 → × 2 = 6,000 (unsplit it would be 8,000)
    expect(calculateTaxes(year, input({ relationship: 'married', taxableIncomeCanton: 100_000 })).canton).toBe(6_000);
    expect(calculateTaxes(year, input({ relationship: 'single', taxableIncomeCanton: 100_000 })).canton).toBe(8_000);
  });

  it('gives a single parent the tariff (and splitting) of the married group where the canton has it', () => {
    expect(tariffGroups('single', 2)).toEqual(['singleParent', 'single']);
    expect(calculateTaxes(year, input({ children: 1, taxableIncomeCanton: 100_000 })).canton).toBe(6_000);
  });

  it('floors the taxable income to 100 francs unless the canton takes it exactly', () => {
    expect(calculateTaxes(year, input({ bfsId: 2, taxableIncomeCanton: 10_099 })).canton).toBe(1_000);
    expect(calculateTaxes(year, input({ bfsId: 3, taxableIncomeCanton: 10_099 })).canton).toBe(1_010);
  });

  it('floors the federal taxable income to 100 francs, rounds the tax to the franc and deducts the reduction per child', () => {
    expect(calculateTaxes(year, input({ taxableIncomeFederal: 100_099 })).federal).toBe(1_000);
    expect(calculateTaxes(year, input({ taxableIncomeFederal: 100_050 })).federal).toBe(1_000);
    // single parent: 0.5 % of 100,000 = 500, less 263 per child (2026), never below zero
    expect(calculateTaxes(year, input({ children: 1, taxableIncomeFederal: 100_000 })).federal).toBe(237);
    expect(calculateTaxes(year, input({ children: 3, taxableIncomeFederal: 100_000 })).federal).toBe(0);
    // under 25 francs nothing is levied: 1 % of 2,400 = 24, of 2,500 = 25
    expect(calculateTaxes(year, input({ taxableIncomeFederal: 2_400 })).federal).toBe(0);
    expect(calculateTaxes(year, input({ taxableIncomeFederal: 2_500 })).federal).toBe(25);
  });

  it('adds the personal tax per person and the wealth tax with its multipliers', () => {
    const r = calculateTaxes(year, input({ bfsId: 2, relationship: 'married', taxableWealth: 500_999 }));
    expect(r.personal).toBe(48);
    // wealth floored to 1,000: 500,000 × 0.1 % = 500 simple, canton 100 %, municipality 100 %
    expect(r).toMatchObject({ wealthCanton: 500, wealthMunicipality: 500, total: 1_048 });
  });

  it("takes the canton's reduction per child of the simple tax from the export where it has one", () => {
    const xx = tables.cantons.XX;
    if (!xx) throw new Error('canton XX missing from the test tables');
    const withCredit: CompiledTaxYear = {
      ...tables,
      cantons: { ...tables.cantons, XX: { ...xx, deductions: { income: { StErmässigungProKind_EK: { format: 'STANDARDIZED', min: 0, max: 0, percent: 0, amount: 500 } }, wealth: {} } } },
    };
    // single parent, 100,000: split simple tax 6,000 (see above), less 500 per child; canton 100 %, municipality 50 %
    const r = calculateTaxes(prepareTaxYear(withCredit), input({ children: 2, taxableIncomeCanton: 100_000 }));
    expect(r).toMatchObject({ canton: 5_000, municipality: 2_500 });
    // never below zero: 44,000 split gives 400, less 1,000
    expect(calculateTaxes(prepareTaxYear(withCredit), input({ children: 2, taxableIncomeCanton: 44_000 })).canton).toBe(0);
  });

  it('rejects a municipality the year does not know', () => {
    expect(() => calculateTaxes(year, input({ bfsId: 999 }))).toThrow(UnknownMunicipalityError);
  });
});
