import type { FiguresFromDocuments } from '@shared/contract/tax-efficiency';
import { formatRappenForInput, parseChfToRappen } from '@client/lib/chf-amount';
import type { FiguresFormValues } from './figures-form';

/**
 * The form fields the taxpayer's confirmed bank e-tax statements (issue 12) can fill: wealth
 * from their tax values, other income from their gross revenues A and B. Pure, so the page and
 * its tests share one reading.
 */
export const DOCUMENT_FIELDS = ['wealth', 'otherIncome'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

const SOURCE_OF_FIELD: Record<DocumentField, 'wealth' | 'investmentIncome'> = { wealth: 'wealth', otherIncome: 'investmentIncome' };

/** The francs the documents give for a field; null when there are no documents or they give nothing (0) to offer. */
export function documentAmount(fromDocuments: FiguresFromDocuments | null, field: DocumentField): number | null {
  const amount = fromDocuments?.[SOURCE_OF_FIELD[field]];
  return amount ? amount : null;
}

/** The amount as the form shows it ("39'351"). */
export const amountText = (francs: number) => formatRappenForInput(francs * 100);

/** The text typed holds the documents' amount (an empty field is 0; text that is no amount matches nothing). */
export function holdsAmount(text: string, francs: number): boolean {
  const rappen = parseChfToRappen(text);
  if (rappen === null) return francs === 0;
  return !Number.isNaN(rappen) && Math.round(rappen / 100) === francs;
}

/** The empty form of a first visit with the documents' amounts filled in. */
export function formValuesWithDocuments(values: FiguresFormValues, fromDocuments: FiguresFromDocuments | null): FiguresFormValues {
  const filled = { ...values };
  for (const field of DOCUMENT_FIELDS) {
    const amount = documentAmount(fromDocuments, field);
    if (amount !== null) filled[field] = amountText(amount);
  }
  return filled;
}
