import type { FiguresFromDocuments } from '@shared/contract/tax-efficiency';
import { formatRappenForInput, parseChfToRappen } from '@client/lib/chf-amount';
import type { FiguresFormValues } from './figures-form';

/**
 * The form fields the taxpayer's confirmed documents (issue 12) can fill: wealth from the bank
 * e-tax statements' tax values, other income from their gross revenues A and B, and each
 * person's salary figures from their salary certificates. Pure, so the page and its tests share
 * one reading.
 */
export const DOCUMENT_FIELDS = ['wealth', 'otherIncome'] as const;
export type HouseholdDocumentField = (typeof DOCUMENT_FIELDS)[number];

/** The salary certificate's boxes 8, 9 and 10.1 + 10.2, as the earner's fields are named. */
export const EARNER_DOCUMENT_AMOUNTS = ['grossIncome', 'socialContributions', 'pensionContributions'] as const;
export type EarnerDocumentAmount = (typeof EARNER_DOCUMENT_AMOUNTS)[number];

/** A field the documents can fill, as the form names it. */
export type DocumentField = HouseholdDocumentField | `earners.${number}.${EarnerDocumentAmount}`;

export const earnerDocumentField = (index: number, name: EarnerDocumentAmount): DocumentField => `earners.${index}.${name}`;

const SOURCE_OF_FIELD: Record<HouseholdDocumentField, 'wealth' | 'investmentIncome'> = { wealth: 'wealth', otherIncome: 'investmentIncome' };

/** The francs the documents give for a field; null when there are no documents or they give nothing (0) to offer. */
export function documentAmount(fromDocuments: FiguresFromDocuments | null, field: HouseholdDocumentField): number | null {
  const amount = fromDocuments?.[SOURCE_OF_FIELD[field]];
  return amount ? amount : null;
}

/** The confirmed salary certificates of the form's earner at `index` (person 1 or 2), summed; null when there are none. */
export function earnerFromDocuments(fromDocuments: FiguresFromDocuments | null, index: number): FiguresFromDocuments['earners'][number] | null {
  return fromDocuments?.earners.find((earner) => earner.person === index + 1) ?? null;
}

/** The francs an earner's certificates give for one of their fields; null when they give nothing (0) to offer. */
export function earnerDocumentAmount(fromDocuments: FiguresFromDocuments | null, index: number, name: EarnerDocumentAmount): number | null {
  const amount = earnerFromDocuments(fromDocuments, index)?.[name];
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
  // Only the earners the household has: a spouse's certificate gives a single person's form nothing.
  filled.earners = values.earners.map((earner, index) => {
    const withCertificates = { ...earner };
    for (const name of EARNER_DOCUMENT_AMOUNTS) {
      const amount = earnerDocumentAmount(fromDocuments, index, name);
      if (amount !== null) withCertificates[name] = amountText(amount);
    }
    return withCertificates;
  });
  return filled;
}
