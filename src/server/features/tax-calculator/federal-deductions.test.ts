// Federal taxable income from net incomes with the limits of the real ESTV deduction tables.
import { describe, expect, it } from 'vitest';
import { federalTaxableIncome } from '@shared/tax-engine/federal-deductions';
import { loadTaxYear } from './tax-tables';

const federal2026 = loadTaxYear(2026).tables.federal.deductions;

describe('federal deductions from net income', () => {
  it('a pensioner in Bern (ESTV 2024 golden case): 90,000 pension, taxable 87,300', () => {
    const r = federalTaxableIncome(loadTaxYear(2024).tables.federal.deductions, {
      relationship: 'single',
      children: 0,
      earners: [{ kind: 'pensioner', netIncome: 90_000, hasPensionFund: false }],
    });
    expect(r.taxableIncome).toBe(87_300);
    expect(r.deductions).toEqual([{ id: 'KKSparLedigOhneBVGS3a_EK', amount: 2_700 }]);
  });

  it('a single employee with a pension fund, Pillar 3a and commuting (2026)', () => {
    const r = federalTaxableIncome(federal2026, {
      relationship: 'single',
      children: 0,
      earners: [{ kind: 'employee', netIncome: 80_000, hasPensionFund: true, pillar3a: 8_000, commuting: 2_000 }],
    });
    expect(r.deductions).toEqual([
      { id: 'HauptErw_EK', amount: 2_400 }, // 3 % of 80,000
      { id: 'Fahrkosten_EK', amount: 2_000 },
      { id: 'S3a', amount: 7_258 }, // capped at the 2026 maximum with a pension fund
      { id: 'KKSparLedigMitBVGS3a_EK', amount: 1_800 },
    ]);
    expect(r.taxableIncome).toBe(80_000 - 13_458);
  });

  it('a married couple, two earners, two children, childcare (2026)', () => {
    const r = federalTaxableIncome(federal2026, {
      relationship: 'married',
      children: 2,
      earners: [
        { kind: 'employee', netIncome: 90_000, hasPensionFund: true, pillar3a: 7_258, commuting: 1_500 },
        { kind: 'employee', netIncome: 30_000, hasPensionFund: true, commuting: 5_000 },
      ],
      childcare: 30_000,
    });
    const byId: Record<string, number> = {};
    for (const d of r.deductions) byId[d.id] = (byId[d.id] ?? 0) + d.amount;
    expect(byId).toEqual({
      HauptErw_EK: 2_700 + 2_000, // 3 % of 90,000; the minimum 2,000 for 30,000
      Fahrkosten_EK: 1_500 + 3_300, // the second commute capped at 3,300
      S3a: 7_258,
      ZweitVerdiener_EK: 14_100, // 50 % of 30,000 capped
      KKSparzVerhMitBVGS3a_EK: 3_700 + 2 * 700,
      FremdBetr_EK: 30_000,
      SozKind_EK: 2 * 6_800,
      SozVerheiratet_EK: 2_800,
    });
    expect(r.taxableIncome).toBe(120_000 - 82_358);
  });

  it('takes insurance premiums actually paid when below the flat amount, and never goes below zero', () => {
    const low = federalTaxableIncome(federal2026, { relationship: 'single', children: 0, earners: [{ kind: 'other', netIncome: 1_000, hasPensionFund: false }], insurancePremiums: 500 });
    expect(low.deductions).toEqual([{ id: 'KKSparLedigOhneBVGS3a_EK', amount: 500 }]);
    expect(low.taxableIncome).toBe(500);
    const none = federalTaxableIncome(federal2026, { relationship: 'single', children: 0, earners: [{ kind: 'other', netIncome: 1_000, hasPensionFund: false }] });
    expect(none.taxableIncome).toBe(0);
  });

  it('limits Pillar 3a without a pension fund to 20 % of the net income', () => {
    const r = federalTaxableIncome(federal2026, { relationship: 'single', children: 0, earners: [{ kind: 'employee', netIncome: 50_000, hasPensionFund: false, pillar3a: 30_000 }] });
    expect(r.deductions.find((d) => d.id === 'S3a')?.amount).toBe(10_000);
  });
});
