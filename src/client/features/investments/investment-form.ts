import { z } from 'zod';
import {
  investmentSettingsInputSchema,
  MAX_ACCOUNT_COUNT,
  MAX_INVESTMENT_ENTRIES,
  NO_INVESTMENTS,
  type InvestmentEntry,
  type InvestmentEntryKind,
  type InvestmentEntrySource,
  type InvestmentSettings,
  type InvestmentSettingsInput,
} from '@shared/contract/advanced-tax-info';
import { formatRappenForInput, parseChfToRappen } from '@client/lib/chf-amount';

/** The optional totals of the securities register, typed in CHF. */
export const INVESTMENT_AMOUNT_KEYS = ['taxValueRappen', 'grossRevenueARappen', 'grossRevenueBRappen', 'withholdingTaxClaimRappen'] as const;
export type InvestmentAmountKey = (typeof INVESTMENT_AMOUNT_KEYS)[number];

/**
 * An account or depot as the form holds it: amounts as typed; its id, source mark and edited
 * flag as the server gave them (shown, never sent back as the person's input but the id).
 */
export type InvestmentEntryFormValues = Omit<InvestmentEntry, InvestmentAmountKey | 'id'> & { id: string | null } & Record<InvestmentAmountKey, string>;

/** The form holds amounts as the person typed them; everything else as saved. */
export type InvestmentFormValues = Omit<InvestmentSettings, InvestmentAmountKey | 'entries'> &
  Record<InvestmentAmountKey, string> & { entries: InvestmentEntryFormValues[] };

export { MAX_ACCOUNT_COUNT, MAX_INVESTMENT_ENTRIES };

export function canAddInvestmentEntry(count: number): boolean {
  return count < MAX_INVESTMENT_ENTRIES;
}

/** A new entry typed by hand: no source, amounts unknown. */
export function emptyInvestmentEntry(kind: InvestmentEntryKind): InvestmentEntryFormValues {
  return {
    id: null,
    kind,
    description: '',
    reference: '',
    taxValueRappen: '',
    grossRevenueARappen: '',
    grossRevenueBRappen: '',
    withholdingTaxClaimRappen: '',
    source: null,
    editedByHand: false,
  };
}

function entryFormValues(entry: InvestmentEntry): InvestmentEntryFormValues {
  return {
    ...entry,
    taxValueRappen: formatRappenForInput(entry.taxValueRappen),
    grossRevenueARappen: formatRappenForInput(entry.grossRevenueARappen),
    grossRevenueBRappen: formatRappenForInput(entry.grossRevenueBRappen),
    withholdingTaxClaimRappen: formatRappenForInput(entry.withholdingTaxClaimRappen),
  };
}

/** What the source mark of an entry says: nothing for one typed by hand. */
export type EntrySourceMark = { source: InvestmentEntrySource; editedByHand: boolean } | null;

export function entrySourceMark(entry: Pick<InvestmentEntryFormValues, 'source' | 'editedByHand'>): EntrySourceMark {
  return entry.source ? { source: entry.source, editedByHand: entry.editedByHand } : null;
}

export function investmentFormValues(saved: InvestmentSettings | null): InvestmentFormValues {
  const settings: InvestmentSettings = saved ?? NO_INVESTMENTS;
  return {
    ...settings,
    entries: settings.entries.map(entryFormValues),
    taxValueRappen: formatRappenForInput(settings.taxValueRappen),
    grossRevenueARappen: formatRappenForInput(settings.grossRevenueARappen),
    grossRevenueBRappen: formatRappenForInput(settings.grossRevenueBRappen),
    withholdingTaxClaimRappen: formatRappenForInput(settings.withholdingTaxClaimRappen),
  };
}

/**
 * Form values -> what a save sends (the shared input schema): the amounts are read, then the
 * server's rules apply. An entry's source and edited flag are left out: the server keeps them.
 */
export const investmentFormSchema = z
  .custom<InvestmentFormValues>()
  .transform(
    (values): InvestmentSettingsInput => ({
      ...values,
      taxValueRappen: parseChfToRappen(values.taxValueRappen),
      grossRevenueARappen: parseChfToRappen(values.grossRevenueARappen),
      grossRevenueBRappen: parseChfToRappen(values.grossRevenueBRappen),
      withholdingTaxClaimRappen: parseChfToRappen(values.withholdingTaxClaimRappen),
      entries: values.entries.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        description: entry.description,
        reference: entry.reference,
        taxValueRappen: parseChfToRappen(entry.taxValueRappen),
        grossRevenueARappen: parseChfToRappen(entry.grossRevenueARappen),
        grossRevenueBRappen: parseChfToRappen(entry.grossRevenueBRappen),
        withholdingTaxClaimRappen: parseChfToRappen(entry.withholdingTaxClaimRappen),
      })),
    }),
  )
  .pipe(investmentSettingsInputSchema);

/** A typed account count: digits only, 0 to 100 (empty is 0). */
export function accountCountFromText(text: string): number {
  const digits = text.replace(/\D+/g, '');
  return digits === '' ? 0 : Math.min(Number(digits), MAX_ACCOUNT_COUNT);
}
