import { z } from 'zod';
import { investmentSettingsSchema, type InvestmentSettings } from '@shared/contract/advanced-tax-info';
import { formatRappenForInput, parseChfToRappen } from '@client/lib/chf-amount';

/** The optional totals of the securities register, typed in CHF. */
export const INVESTMENT_AMOUNT_KEYS = ['taxValueRappen', 'grossRevenueARappen', 'grossRevenueBRappen', 'withholdingTaxClaimRappen'] as const;
export type InvestmentAmountKey = (typeof INVESTMENT_AMOUNT_KEYS)[number];

/** The form holds amounts as the person typed them; everything else as saved. */
export type InvestmentFormValues = Omit<InvestmentSettings, InvestmentAmountKey> & Record<InvestmentAmountKey, string>;

export const MAX_ACCOUNT_COUNT = 100;

export function investmentFormValues(saved: InvestmentSettings | null): InvestmentFormValues {
  const settings: InvestmentSettings = saved ?? {
    holdsSecurities: false,
    holdsCryptocurrencies: false,
    holdsOtherInvestments: false,
    hasQualifyingParticipation: false,
    bankAccountCount: 0,
    custodyAccountCount: 0,
    taxValueRappen: null,
    grossRevenueARappen: null,
    grossRevenueBRappen: null,
    withholdingTaxClaimRappen: null,
    notes: '',
  };
  return {
    ...settings,
    taxValueRappen: formatRappenForInput(settings.taxValueRappen),
    grossRevenueARappen: formatRappenForInput(settings.grossRevenueARappen),
    grossRevenueBRappen: formatRappenForInput(settings.grossRevenueBRappen),
    withholdingTaxClaimRappen: formatRappenForInput(settings.withholdingTaxClaimRappen),
  };
}

/** Form values -> the shared investments schema: the amounts are read, then the server's rules apply. */
export const investmentFormSchema = z
  .custom<InvestmentFormValues>()
  .transform(
    (values): InvestmentSettings => ({
      ...values,
      taxValueRappen: parseChfToRappen(values.taxValueRappen),
      grossRevenueARappen: parseChfToRappen(values.grossRevenueARappen),
      grossRevenueBRappen: parseChfToRappen(values.grossRevenueBRappen),
      withholdingTaxClaimRappen: parseChfToRappen(values.withholdingTaxClaimRappen),
    }),
  )
  .pipe(investmentSettingsSchema);

/** A typed account count: digits only, 0 to 100 (empty is 0). */
export function accountCountFromText(text: string): number {
  const digits = text.replace(/\D+/g, '');
  return digits === '' ? 0 : Math.min(Number(digits), MAX_ACCOUNT_COUNT);
}
