import { describe, expect, it } from 'vitest';
import { accountCountFromText, investmentFormSchema, investmentFormValues } from './investment-form';

describe('investment form', () => {
  it('starts with nothing held and no amounts', () => {
    const values = investmentFormValues(null);
    expect(values.holdsSecurities).toBe(false);
    expect(values.bankAccountCount).toBe(0);
    expect(values.taxValueRappen).toBe('');
  });

  it('sends typed amounts in Rappen and empty ones as unknown', () => {
    const values = { ...investmentFormValues(null), holdsSecurities: true, custodyAccountCount: 1, taxValueRappen: '152’340.10', withholdingTaxClaimRappen: '350' };
    expect(investmentFormSchema.parse(values)).toMatchObject({
      holdsSecurities: true,
      custodyAccountCount: 1,
      taxValueRappen: 15_234_010,
      grossRevenueARappen: null,
      grossRevenueBRappen: null,
      withholdingTaxClaimRappen: 35_000,
    });
  });

  it('refuses a wrongly typed amount with amountInvalid', () => {
    const result = investmentFormSchema.safeParse({ ...investmentFormValues(null), grossRevenueARappen: '12,345' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['grossRevenueARappen', 'amountInvalid']]);
  });

  it('reads a typed account count as 0 to 100', () => {
    expect(accountCountFromText('')).toBe(0);
    expect(accountCountFromText('3a')).toBe(3);
    expect(accountCountFromText('250')).toBe(100);
  });
});
