import { z } from 'zod';

/**
 * Documents that read themselves (issue 12): what the server recognised in an uploaded file. A
 * file is stored first; recognition runs afterwards as a background job and never blocks or
 * undoes the upload. Amounts are CHF as numbers (the statement's own precision), dates ISO.
 */

export const RECOGNITION_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type RecognitionStatus = (typeof RECOGNITION_STATUSES)[number];

export const RECOGNITION_KINDS = ['ech0196', 'salary-certificate', 'unknown'] as const;
export type RecognitionKind = (typeof RECOGNITION_KINDS)[number];

const amount = z.number();

export const recognizedAccountSchema = z.object({
  bankAccountNumber: z.string(),
  name: z.string().nullable(),
  currency: z.string().nullable(),
  totalTaxValue: amount,
  totalGrossRevenueA: amount,
  totalGrossRevenueB: amount,
  totalWithHoldingTaxClaim: amount,
});

export const recognizedSecuritySchema = z.object({
  name: z.string(),
  isin: z.string().nullable(),
  valorNumber: z.string().nullable(),
  currency: z.string().nullable(),
  taxValue: amount.nullable(),
  grossRevenueA: amount.nullable(),
  grossRevenueB: amount.nullable(),
  withHoldingTaxClaim: amount.nullable(),
});

export const recognizedDepotSchema = z.object({
  depotNumber: z.string(),
  securities: z.array(recognizedSecuritySchema),
});

/** An e-tax statement (eCH-0196): the figures a return takes from it. */
export const taxStatementResultSchema = z.object({
  id: z.string(),
  taxPeriod: z.number().int(),
  canton: z.string().nullable(),
  institution: z.string().nullable(),
  totalTaxValue: amount,
  totalGrossRevenueA: amount,
  totalGrossRevenueB: amount,
  totalWithHoldingTaxClaim: amount,
  accounts: z.array(recognizedAccountSchema),
  depots: z.array(recognizedDepotSchema),
  /** Where the XML came from: the file itself, or the barcodes of a PDF or an image. */
  source: z.enum(['xml', 'pdf-barcode', 'image-barcode']),
  /** false: read cleanly but not valid against the eCH-0196 schema (the expert checks it). */
  schemaValid: z.boolean(),
});
export type TaxStatementResult = z.infer<typeof taxStatementResultSchema>;

/** Box 13's sub-boxes as printed on the form (13.1.1 travel, 13.2.1 car, …). */
export const EXPENSE_BOXES = ['13.1.1', '13.1.2', '13.2.1', '13.2.2', '13.2.3', '13.3'] as const;

/**
 * A salary certificate's amounts (form 11), keyed as the form's boxes: 1 salary, 2 fringe
 * benefits, 3 irregular, 4 capital, 5 participation rights, 6 board fees, 7 other benefits,
 * 8 gross, 9 social contributions, 10.1 and 10.2 pension, 11 net, 12 withholding tax,
 * 13 expenses (total). null: the box is empty on the form or was not read.
 */
export const SALARY_CERTIFICATE_AMOUNT_BOXES = [
  'salary',
  'fringeBenefits',
  'irregularBenefits',
  'capitalBenefits',
  'participationRights',
  'boardFees',
  'otherBenefits',
  'gross',
  'socialContributions',
  'pensionOrdinary',
  'pensionBuyIn',
  'net',
  'withholdingTax',
  'expenses',
] as const;
export type SalaryCertificateAmountBox = (typeof SALARY_CERTIFICATE_AMOUNT_BOXES)[number];
/** The boxes a confidence is given for: the amounts and box 15, the remarks. */
export type SalaryCertificateBox = SalaryCertificateAmountBox | 'remarks';

const certificateAmount = z.number().finite().nonnegative().nullable();

export const salaryCertificateBoxesSchema = z.strictObject({
  salary: certificateAmount,
  fringeBenefits: certificateAmount,
  irregularBenefits: certificateAmount,
  capitalBenefits: certificateAmount,
  participationRights: certificateAmount,
  boardFees: certificateAmount,
  otherBenefits: certificateAmount,
  gross: certificateAmount,
  socialContributions: certificateAmount,
  pensionOrdinary: certificateAmount,
  pensionBuyIn: certificateAmount,
  net: certificateAmount,
  withholdingTax: certificateAmount,
  expenses: certificateAmount,
  /** Box 13's sub-boxes as printed; they add up to `expenses`. */
  expenseDetails: z.partialRecord(z.enum(EXPENSE_BOXES), z.number().finite().nonnegative()),
  /** Box 15, as text. */
  remarks: z.string().max(2000).nullable(),
});
export type SalaryCertificateBoxes = z.infer<typeof salaryCertificateBoxesSchema>;

const confidence = z.enum(['high', 'low']);

/**
 * A salary certificate (Lohnausweis, form 11): the figures a return takes from it. The AHV
 * number is returned as read (to its owner, who knows it, and to staff, who need it) and never
 * logged; a number failing its check digit is null rather than wrong.
 */
export const salaryCertificateResultSchema = z.object({
  boxes: salaryCertificateBoxesSchema,
  employer: z.object({ name: z.string().nullable(), address: z.string().nullable() }),
  employee: z.object({ name: z.string().nullable(), ahvNumber: z.string().nullable() }),
  /** ISO dates (YYYY-MM-DD). */
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** One entry per box that was read; 'low': a sum of the form does not confirm it, the person checks it. */
  fieldConfidence: z.partialRecord(z.enum([...SALARY_CERTIFICATE_AMOUNT_BOXES, 'remarks']), confidence),
  /** Whether 8 − 9 − 10.1 − 10.2 = 11 and 1 + … + 7 = 8 hold (±1 CHF). */
  plausible: z.boolean(),
  /** The Swissdec barcode, the PDF's text layer, or OCR of a scan or photo. */
  source: z.enum(['barcode', 'text-layer', 'ocr']),
});
export type SalaryCertificateResult = z.infer<typeof salaryCertificateResultSchema>;

/**
 * Why a document could not be read automatically (status failed), one stable code each (issue 10's
 * error contract): the client shows the code's text in the person's language, API users keep the
 * English sentence. No reason quotes the document. The code is what is stored.
 */
export const RECOGNITION_FAILURES = {
  'no-barcodes': 'no e-tax statement barcodes found',
  'missing-segment': 'some of the e-tax statement barcodes are missing or unreadable',
  'conflicting-segment': 'the e-tax statement barcodes contradict each other',
  'multiple-statements': 'the barcodes belong to more than one e-tax statement',
  'inflate-failed': 'the e-tax statement barcodes hold no readable data',
  'not-xml': 'the e-tax statement is not well-formed XML',
  'not-ech0196': 'the file is not an eCH-0196 e-tax statement',
  'invalid-statement': 'the e-tax statement is not valid',
  'image-unopenable': 'the image could not be opened',
  'pdf-unopenable': 'the PDF could not be opened',
  'no-statement-in-file-type': 'this type of file holds no e-tax statement',
  'no-certificate': 'no salary certificate found',
  'file-unopenable': 'the file could not be opened',
  'no-certificate-in-file-type': 'this type of file holds no salary certificate',
  'stopped-unexpectedly': 'recognition stopped unexpectedly',
  /** Only for a row stored before the codes whose sentence is none of the above. */
  'reason-unknown': 'the reason was not recorded',
} as const;
export type RecognitionFailureCode = keyof typeof RECOGNITION_FAILURES;
export const RECOGNITION_FAILURE_CODES = Object.keys(RECOGNITION_FAILURES) as [RecognitionFailureCode, ...RecognitionFailureCode[]];
export const recognitionFailureCodeSchema = z.enum(RECOGNITION_FAILURE_CODES);

/** The English sentence API users have always read: 'could not be read automatically: <reason>'. */
export function recognitionFailureSentence(code: RecognitionFailureCode): string {
  return `could not be read automatically: ${RECOGNITION_FAILURES[code]}`;
}

const FAILURE_CODE_OF_SENTENCE = new Map(RECOGNITION_FAILURE_CODES.map((code) => [recognitionFailureSentence(code), code]));

/**
 * A stored failure as the API answers it. Rows stored before the codes hold the English sentence:
 * it is mapped back to its code; one that matches no sentence keeps its text for API users and
 * answers 'reason-unknown', so no old row breaks the answer.
 */
export function recognitionFailureOf(stored: string | null): { failureCode: RecognitionFailureCode | null; failure: string | null } {
  if (stored === null) return { failureCode: null, failure: null };
  const parsed = recognitionFailureCodeSchema.safeParse(stored);
  if (parsed.success) return { failureCode: parsed.data, failure: recognitionFailureSentence(parsed.data) };
  return { failureCode: FAILURE_CODE_OF_SENTENCE.get(stored) ?? 'reason-unknown', failure: stored };
}

const recognitionFields = {
  status: z.enum(RECOGNITION_STATUSES),
  /** Why it could not be read (status failed): the code the client translates. */
  failureCode: recognitionFailureCodeSchema.nullable(),
  /** The same reason as an English sentence, for API users. */
  failure: z.string().nullable(),
  /** When the taxpayer confirmed the figures; null until then. */
  confirmedAt: z.string().nullable(),
  /** The taxpayer changed figures when confirming (the expert sees it). */
  changedByTaxpayer: z.boolean(),
  attempts: z.number().int(),
  updatedAt: z.string(),
};

/**
 * GET /api/files/:id/recognition. `result` holds the recognised figures (status done), as
 * confirmed when confirmed; its shape follows `kind`. Until a document is read its kind is 'unknown'.
 */
export const recognitionResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ech0196'), result: taxStatementResultSchema.nullable(), ...recognitionFields }),
  z.object({ kind: z.literal('salary-certificate'), result: salaryCertificateResultSchema.nullable(), ...recognitionFields }),
  z.object({ kind: z.literal('unknown'), result: z.null(), ...recognitionFields }),
]);
export type RecognitionResponse = z.infer<typeof recognitionResponseSchema>;

/**
 * POST /api/files/:id/recognition/confirm — the figures as the taxpayer confirms (or corrects)
 * them. `kind` names the document they belong to; without it the body is an e-tax statement (as
 * before certificates were read). The server answers 400 when it is not the recognised kind.
 */
export const confirmRecognitionBodySchema = z.union([
  z.strictObject({ kind: z.literal('ech0196').optional(), result: taxStatementResultSchema }),
  z.strictObject({ kind: z.literal('salary-certificate'), result: salaryCertificateResultSchema }),
]);
export type ConfirmRecognitionBody = z.infer<typeof confirmRecognitionBodySchema>;
