import type { TaxStatementResult } from '@shared/contract/document-recognition';
import { BarcodeReadError, type BarcodeReadErrorCode } from './barcodes/barcode-read-error';
import { decodeImageFile } from './barcodes/decode-image-file';
import { readStatementBarcodes, readStatementBarcodesFromImage } from './barcodes/read-statement-barcodes';
import { recognizeTaxStatement, type StatementRefusal } from './ech0196/read-statement';
import type { Depot, Security, TaxStatement } from './ech0196/statement';

/**
 * What a stored document says, or why it says nothing we can use. The failure is a plain English
 * sentence for API users and the expert; it never quotes the document (names, AHV numbers,
 * account numbers stay out of logs and of this text). Errors that are not the document's fault
 * are thrown, so the job retries.
 */
export type DocumentReading = { ok: true; result: TaxStatementResult } | { ok: false; failure: string };

export const UNREADABLE = 'could not be read automatically';

const BARCODE_FAILURES: Record<BarcodeReadErrorCode, string> = {
  'no-barcodes': `${UNREADABLE}: no e-tax statement barcodes found`,
  'missing-segment': `${UNREADABLE}: some of the e-tax statement barcodes are missing or unreadable`,
  'conflicting-segment': `${UNREADABLE}: the e-tax statement barcodes contradict each other`,
  'multiple-statements': `${UNREADABLE}: the barcodes belong to more than one e-tax statement`,
  'inflate-failed': `${UNREADABLE}: the e-tax statement barcodes hold no readable data`,
};

const STATEMENT_FAILURES: Record<StatementRefusal, string> = {
  'not-xml': `${UNREADABLE}: the e-tax statement is not well-formed XML`,
  'not-ech0196': `${UNREADABLE}: the file is not an eCH-0196 e-tax statement`,
  invalid: `${UNREADABLE}: the e-tax statement is not valid`,
};

/** pdf.js's names for a file that is no PDF it can open (damaged, or locked with a password). */
const UNOPENABLE_PDF = new Set(['InvalidPDFException', 'MissingPDFException', 'PasswordException', 'FormatError']);

export async function readDocument(bytes: Uint8Array, mimeType: string): Promise<DocumentReading> {
  let xml: string | Uint8Array;
  let source: TaxStatementResult['source'];
  try {
    if (mimeType === 'application/xml') {
      xml = bytes;
      source = 'xml';
    } else if (mimeType === 'application/pdf') {
      xml = await readStatementBarcodes(bytes);
      source = 'pdf-barcode';
    } else if (mimeType.startsWith('image/')) {
      const image = await decodeImageFile(bytes).catch(() => null);
      if (!image) return { ok: false, failure: `${UNREADABLE}: the image could not be opened` };
      xml = await readStatementBarcodesFromImage(image);
      source = 'image-barcode';
    } else {
      return { ok: false, failure: `${UNREADABLE}: this type of file holds no e-tax statement` };
    }
  } catch (error) {
    if (error instanceof BarcodeReadError) return { ok: false, failure: BARCODE_FAILURES[error.code] };
    if (error instanceof Error && UNOPENABLE_PDF.has(error.name)) return { ok: false, failure: `${UNREADABLE}: the PDF could not be opened` };
    throw error;
  }
  const recognition = await recognizeTaxStatement(xml);
  if (!recognition.ok) return { ok: false, failure: STATEMENT_FAILURES[recognition.reason] };
  return { ok: true, result: toTaxStatementResult(recognition.statement, { source, schemaValid: recognition.schemaValid }) };
}

/** Sums the amounts that are there; null when no payment carries the figure at all. */
function sumOf(values: (number | undefined)[]): number | null {
  const present = values.filter((v): v is number => v !== undefined);
  return present.length === 0 ? null : roundCents(present.reduce((a, b) => a + b, 0));
}

/** Sums of binary fractions drift (0.1 + 0.2); a statement's amounts have at most a few decimals. */
function roundCents(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function toSecurity(security: Security) {
  return {
    name: security.name,
    isin: security.isin ?? null,
    valorNumber: security.valorNumber ?? null,
    currency: security.currency,
    taxValue: security.taxValue?.value ?? null,
    grossRevenueA: sumOf(security.payments.map((p) => p.grossRevenueA)),
    grossRevenueB: sumOf(security.payments.map((p) => p.grossRevenueB)),
    withHoldingTaxClaim: sumOf(security.payments.map((p) => p.withHoldingTaxClaim)),
  };
}

function toDepot(depot: Depot) {
  return { depotNumber: depot.depotNumber, securities: depot.securities.map(toSecurity) };
}

/** The figures a return takes from a statement (contract/document-recognition.ts). */
export function toTaxStatementResult(statement: TaxStatement, meta: Pick<TaxStatementResult, 'source' | 'schemaValid'>): TaxStatementResult {
  return {
    id: statement.id,
    taxPeriod: statement.taxPeriod,
    canton: statement.canton,
    institution: statement.institution.name,
    totalTaxValue: statement.totalTaxValue,
    totalGrossRevenueA: statement.totalGrossRevenueA,
    totalGrossRevenueB: statement.totalGrossRevenueB,
    totalWithHoldingTaxClaim: statement.totalWithHoldingTaxClaim,
    accounts: statement.accounts.map((account) => ({
      // The XSD makes the account number optional where an IBAN names the account.
      bankAccountNumber: account.bankAccountNumber ?? account.iban ?? '',
      name: account.name,
      currency: account.currency,
      totalTaxValue: account.totalTaxValue,
      totalGrossRevenueA: account.totalGrossRevenueA,
      totalGrossRevenueB: account.totalGrossRevenueB,
      totalWithHoldingTaxClaim: account.totalWithHoldingTaxClaim,
    })),
    depots: statement.depots.map(toDepot),
    source: meta.source,
    schemaValid: meta.schemaValid,
  };
}
