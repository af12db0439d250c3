import type { RecognitionFailureCode, TaxStatementResult } from '@shared/contract/document-recognition';
import { BarcodeReadError, type BarcodeReadErrorCode } from './barcodes/barcode-read-error';
import { decodeImageFile } from './barcodes/decode-image-file';
import { readStatementBarcodes, readStatementBarcodesFromImage } from './barcodes/read-statement-barcodes';
import { recognizeTaxStatement, type StatementRefusal } from './ech0196/read-statement';
import type { Depot, Security, TaxStatement } from './ech0196/statement';

/**
 * What a stored document says, or why it says nothing we can use: a code of the contract's list
 * (RECOGNITION_FAILURES), which the client translates and the API also answers as an English
 * sentence. A reason never quotes the document (names, AHV numbers, account numbers stay out of
 * logs and of the answer). Errors that are not the document's fault are thrown, so the job retries.
 */
export type DocumentReading = { ok: true; result: TaxStatementResult } | { ok: false; failureCode: RecognitionFailureCode };

const BARCODE_FAILURES: Record<BarcodeReadErrorCode, RecognitionFailureCode> = {
  'no-barcodes': 'no-barcodes',
  'missing-segment': 'missing-segment',
  'conflicting-segment': 'conflicting-segment',
  'multiple-statements': 'multiple-statements',
  'inflate-failed': 'inflate-failed',
};

const STATEMENT_FAILURES: Record<StatementRefusal, RecognitionFailureCode> = {
  'not-xml': 'not-xml',
  'not-ech0196': 'not-ech0196',
  invalid: 'invalid-statement',
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
      if (!image) return { ok: false, failureCode: 'image-unopenable' };
      xml = await readStatementBarcodesFromImage(image);
      source = 'image-barcode';
    } else {
      return { ok: false, failureCode: 'no-statement-in-file-type' };
    }
  } catch (error) {
    if (error instanceof BarcodeReadError) return { ok: false, failureCode: BARCODE_FAILURES[error.code] };
    if (error instanceof Error && UNOPENABLE_PDF.has(error.name)) return { ok: false, failureCode: 'pdf-unopenable' };
    throw error;
  }
  const recognition = await recognizeTaxStatement(xml);
  if (!recognition.ok) return { ok: false, failureCode: STATEMENT_FAILURES[recognition.reason] };
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
