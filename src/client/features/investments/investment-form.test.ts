import { describe, expect, it } from 'vitest';
import type { InvestmentEntry } from '@shared/contract/advanced-tax-info';
import { accountCountFromText, emptyInvestmentEntry, entrySourceMark, investmentFormSchema, investmentFormValues } from './investment-form';

const prefilled: InvestmentEntry = {
  id: 'entry-1',
  kind: 'bankAccount',
  description: 'ZKB · Privatkonto',
  reference: 'CH11',
  taxValueRappen: 1_700_006,
  grossRevenueARappen: null,
  grossRevenueBRappen: 0,
  withholdingTaxClaimRappen: 70,
  source: { fileId: 3, fileName: 'zkb.pdf', statementId: 'S-1', accountKey: 'bankAccount:CH11', confirmedAt: '2026-02-01T10:00:00.000Z', documentDeleted: false },
  editedByHand: false,
};

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

  it('shows an entry’s amounts as typed text and sends them back in Rappen with its id, never its source', () => {
    const values = investmentFormValues({ ...investmentFormSchema.parse(investmentFormValues(null)), entries: [prefilled] });
    expect(values.entries[0]).toMatchObject({ taxValueRappen: '17’000.06', grossRevenueARappen: '', withholdingTaxClaimRappen: '0.70' });
    expect(entrySourceMark(values.entries[0]!)).toEqual({ source: prefilled.source, editedByHand: false });
    const sent = investmentFormSchema.parse({ ...values, entries: [...values.entries, emptyInvestmentEntry('securitiesDepot')] });
    expect(sent.entries).toEqual([
      { id: 'entry-1', kind: 'bankAccount', description: 'ZKB · Privatkonto', reference: 'CH11', taxValueRappen: 1_700_006, grossRevenueARappen: null, grossRevenueBRappen: 0, withholdingTaxClaimRappen: 70 },
      { id: null, kind: 'securitiesDepot', description: '', reference: '', taxValueRappen: null, grossRevenueARappen: null, grossRevenueBRappen: null, withholdingTaxClaimRappen: null },
    ]);
    expect(entrySourceMark(emptyInvestmentEntry('bankAccount'))).toBeNull();
  });
});
