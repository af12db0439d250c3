import { describe, expect, it } from 'vitest';
import { deductionFormSchema, deductionFormValues, deductionTotalRappen } from './deduction-form';

describe('deduction form', () => {
  it('shows saved amounts in CHF and leaves the other categories empty', () => {
    const values = deductionFormValues({ amountsRappen: { saule3a: 705_600, spenden: 25_050 } });
    expect(values.amountsRappen.saule3a).toBe('7’056');
    expect(values.amountsRappen.spenden).toBe('250.50');
    expect(values.amountsRappen.krankheit).toBe('');
    expect(Object.keys(values.amountsRappen)).toHaveLength(17);
  });

  it('sends only the categories with an amount, in Rappen', () => {
    const values = deductionFormValues(null);
    values.amountsRappen.berufsauslagen = '1’250.50';
    values.amountsRappen.lotto = '0';
    expect(deductionFormSchema.parse(values)).toEqual({ amountsRappen: { berufsauslagen: 125_050, lotto: 0 } });
  });

  it('refuses a wrongly typed amount at its category', () => {
    const values = deductionFormValues(null);
    values.amountsRappen.schuldzinsen = '1.250';
    const result = deductionFormSchema.safeParse(values);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['amountsRappen.schuldzinsen', 'amountInvalid']]);
  });

  it('adds up what can be read so far', () => {
    expect(deductionTotalRappen({ berufsauslagen: '1’000', saule3a: '250.50', spenden: 'abc', krankheit: '' })).toBe(125_050);
  });
});
