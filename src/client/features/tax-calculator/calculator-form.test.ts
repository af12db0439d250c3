import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS, estimateBodyOf, francsOf, type CalculatorFormValues } from './calculator-form';

const zurich = { bfsId: 261, name: 'Zürich', canton: 'ZH' };
const form = (values: Partial<CalculatorFormValues>): CalculatorFormValues => ({ ...CALCULATOR_DEFAULTS, municipality: zurich, ...values });

describe('calculator form', () => {
  it('reads amounts as typed in Switzerland, in whole francs', () => {
    expect(francsOf("85'000")).toBe(85_000);
    expect(francsOf('85’000.90')).toBe(85_000);
    expect(francsOf('')).toBeNull();
    expect(francsOf('85.000,5')).toBeNaN();
  });

  it('makes no request without a municipality, without an income, or with an amount that is none', () => {
    expect(estimateBodyOf(form({ municipality: null, taxableIncomeCanton: '85000' }))).toBeNull();
    expect(estimateBodyOf(form({ taxableIncomeCanton: '' }))).toBeNull();
    expect(estimateBodyOf(form({ taxableIncomeCanton: '85000', wealth: 'viel' }))).toBeNull();
  });

  it('taxable figures: the federal income is the cantonal one unless given', () => {
    expect(estimateBodyOf(form({ taxYear: '2025', taxableIncomeCanton: '85000', children: 2 }))).toEqual({
      taxYear: 2025,
      bfsId: 261,
      relationship: 'single',
      children: 2,
      confession: 'none',
      taxableIncomeCanton: 85_000,
      taxableIncomeFederal: 85_000,
      taxableWealth: 0,
    });
    expect(estimateBodyOf(form({ taxableIncomeCanton: '85000', taxableIncomeFederal: '87000', wealth: '120000' }))).toMatchObject({
      taxableIncomeFederal: 87_000,
      taxableWealth: 120_000,
    });
  });

  it('gross figures: one employee, a second one for a married couple with a second salary; fields the mode hides are ignored', () => {
    const single = estimateBodyOf(form({ mode: 'gross', grossIncome: '90000', spouseGrossIncome: 'left over', taxableIncomeCanton: 'x' }));
    expect(single).toEqual({
      taxYear: 2026,
      bfsId: 261,
      relationship: 'single',
      children: 0,
      confession: 'none',
      earners: [{ kind: 'employee', grossIncome: 90_000, hasPensionFund: true }],
      wealth: 0,
    });
    const couple = estimateBodyOf(form({ mode: 'gross', relationship: 'married', grossIncome: '90000', spouseGrossIncome: '40000' }));
    expect(couple).toMatchObject({ earners: [{ grossIncome: 90_000 }, { grossIncome: 40_000 }] });
    expect(estimateBodyOf(form({ mode: 'gross', relationship: 'married', grossIncome: '90000', spouseGrossIncome: '' }))).toMatchObject({
      earners: [{ grossIncome: 90_000 }],
    });
  });
});
