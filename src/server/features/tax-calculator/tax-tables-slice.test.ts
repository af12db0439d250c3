import { describe, expect, it } from 'vitest';
import { taxTablesSliceSchema } from '@shared/contract/tax-calculator';
import { calculateTaxes, prepareTaxYear, type TaxInput } from '@shared/tax-engine/calculate-taxes';
import { householdTaxes, type HouseholdTaxInput } from '@shared/tax-engine/household-taxes';
import { taxTablesOfCanton } from './service';
import { loadCompiledTaxYear, loadTaxYear, TAX_TABLE_YEARS } from './tax-tables';

// The client computes on one canton's slice while a person types; every figure must be the
// server's. The households cover the tariff groups, children, church and wealth.
const HOUSEHOLDS: Omit<TaxInput, 'bfsId'>[] = [
  { relationship: 'single', children: 0, confession: 'none', taxableIncomeFederal: 85_000, taxableIncomeCanton: 88_000, taxableWealth: 150_000 },
  { relationship: 'married', children: 2, confession: 'roman', taxableIncomeFederal: 140_000, taxableIncomeCanton: 132_000, taxableWealth: 900_000 },
  { relationship: 'single', children: 1, confession: 'protestant', taxableIncomeFederal: 420_000, taxableIncomeCanton: 430_000, taxableWealth: 3_000_000 },
];

const GROSS: Omit<HouseholdTaxInput, 'bfsId'>[] = [
  { relationship: 'single', childrenAges: [], confession: 'none', earners: [{ kind: 'employee', grossIncome: 95_000, hasPensionFund: true, age: 38, pillar3a: 7_258 }], wealth: 80_000 },
  {
    relationship: 'married',
    childrenAges: [3, 12],
    confession: 'protestant',
    earners: [
      { kind: 'employee', grossIncome: 120_000, hasPensionFund: true, age: 45, commuting: 2_400 },
      { kind: 'employee', grossIncome: 40_000, hasPensionFund: false, age: 41 },
    ],
    childcare: 9_000,
    wealth: 250_000,
  },
  { relationship: 'married', childrenAges: [], confession: 'roman', earners: [{ kind: 'pensioner', grossIncome: 62_000, hasPensionFund: false, age: 71 }], otherIncome: 8_000, wealth: 1_200_000 },
];

/** The slice as the client receives it: serialised through the response schema and parsed back. */
const sliceOverTheWire = (taxYear: number, canton: string) => JSON.parse(JSON.stringify(taxTablesSliceSchema.parse(taxTablesOfCanton(taxYear, canton)))) as unknown;

describe('the tax tables of one canton', () => {
  it('hold the federal tables, the one canton and exactly its municipalities', () => {
    const compiled = loadCompiledTaxYear(2026);
    const slice = taxTablesSliceSchema.parse(sliceOverTheWire(2026, 'ZH'));
    expect(Object.keys(slice.cantons)).toEqual(['ZH']);
    expect(slice.federal).toEqual(compiled.federal);
    expect(slice.cantons.ZH).toEqual(compiled.cantons.ZH);
    expect(slice.municipalities).toEqual(compiled.municipalities.filter((m) => m[2] === 'ZH'));
    expect(slice.municipalities.length).toBeGreaterThan(150);
    expect({ year: slice.year, source: slice.source }).toEqual({ year: 2026, source: compiled.source });
  });

  for (const taxYear of TAX_TABLE_YEARS) {
    it(`prepared on its own, give every municipality of every canton the whole year's results (${taxYear})`, () => {
      const whole = loadTaxYear(taxYear);
      const cantons = Object.keys(loadCompiledTaxYear(taxYear).cantons);
      expect(cantons).toHaveLength(26);
      let compared = 0;
      for (const canton of cantons) {
        const sliced = prepareTaxYear(taxTablesSliceSchema.parse(sliceOverTheWire(taxYear, canton)));
        for (const bfsId of sliced.municipalities.keys()) {
          for (const household of HOUSEHOLDS) {
            const input = { bfsId, ...household };
            expect(calculateTaxes(sliced, input), `${taxYear} ${canton} ${bfsId}`).toEqual(calculateTaxes(whole, input));
            compared += 1;
          }
        }
        // One municipality per canton from gross figures: the cantonal deduction tables travel too.
        const [first] = sliced.municipalities.keys();
        for (const household of GROSS) {
          const input = { bfsId: first!, ...household };
          expect(householdTaxes(sliced, input), `${taxYear} ${canton} gross`).toEqual(householdTaxes(whole, input));
        }
      }
      expect(compared).toBe(whole.municipalities.size * HOUSEHOLDS.length);
    });
  }
});
