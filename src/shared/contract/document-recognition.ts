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

/** GET /api/files/:id/recognition */
export const recognitionResponseSchema = z.object({
  status: z.enum(RECOGNITION_STATUSES),
  kind: z.enum(RECOGNITION_KINDS),
  /** The recognised figures (status done; for ech0196 a TaxStatementResult), as confirmed when confirmed. */
  result: taxStatementResultSchema.nullable(),
  /** Why it could not be read (status failed), in English for API users; the client shows its own text. */
  failure: z.string().nullable(),
  /** When the taxpayer confirmed the figures; null until then. */
  confirmedAt: z.string().nullable(),
  /** The taxpayer changed figures when confirming (the expert sees it). */
  changedByTaxpayer: z.boolean(),
  attempts: z.number().int(),
  updatedAt: z.string(),
});
export type RecognitionResponse = z.infer<typeof recognitionResponseSchema>;

/** POST /api/files/:id/recognition/confirm — the figures as the taxpayer confirms (or corrects) them. */
export const confirmRecognitionBodySchema = z.strictObject({ result: taxStatementResultSchema });
