import { z } from 'zod';
import { advancedTaxInfoSchema } from './advanced-tax-info';
import { RECOGNITION_STATUSES, recognitionFailureCodeSchema, salaryCertificateResultSchema, taxStatementResultSchema } from './document-recognition';
import { documentFileSchema } from './documents';
import { MESSAGE_MAX_LENGTH, threadMessageSchema } from './messages';
import { idSchema, multilineTextSchema, textSchema } from './primitives';
import { userSchema } from './user-answer';
import { TAX_STATUS_KEYS } from '../domain/tax-status';

/**
 * The experts' back office (issue 8): a queue of cases (one taxpayer × tax year at status 4 or
 * 5) and the case page. Every route needs the expert or admin role; every read of a taxpayer's
 * data leaves a staff-read audit row.
 */

const id = idSchema();
const taxYear = z.coerce.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' });

/** GET /api/expert/cases?status=&taxYear=&canton=&q=&page= */
export const EXPERT_QUEUE_PAGE_SIZE = 25;
export const caseQueueQuerySchema = z.object({
  status: z.enum(['processing', 'review_required']).optional(),
  taxYear: taxYear.optional(),
  /** Canton slug of the taxpayer's residence. */
  canton: textSchema(40).optional(),
  /** Searches first name, last name and e-mail. */
  q: textSchema(100).optional(),
  page: z.coerce.number({ error: 'numberInvalid' }).int({ error: 'numberInvalid' }).min(1, { error: 'numberInvalid' }).max(100_000, { error: 'numberInvalid' }).default(1),
});
export type CaseQueueQuery = z.infer<typeof caseQueueQuerySchema>;

export const caseSummarySchema = z.object({
  userId: z.number(),
  taxYear: z.number(),
  name: z.string(),
  email: z.string(),
  canton: z.string().nullable(),
  status: z.enum(TAX_STATUS_KEYS),
  plan: z.enum(['basic', 'premium']).nullable(),
  transmittedAt: z.string().nullable(),
  /** Whole days since transmission, by the server's clock. */
  waitingDays: z.number(),
  unreadMessages: z.number(),
  openContactRequests: z.number(),
  documentsRequested: z.boolean(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;
/** Premium before basic, then oldest transmission first. */
export const caseQueueResponseSchema = z.object({ cases: z.array(caseSummarySchema), total: z.number(), page: z.number(), pageSize: z.number() });

export const caseParamsSchema = z.object({ userId: id, taxYear });
export const caseFileParamsSchema = caseParamsSchema.extend({ fileId: id });

export const contactRequestSchema = z.object({
  id: z.number(),
  taxYear: z.number(),
  contactMethod: z.enum(['mail', 'phone']),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const caseNoteSchema = z.object({ id: z.number(), authorName: z.string(), body: z.string(), createdAt: z.string() });

export const taxReturnVersionSchema = z.object({
  id: z.number(),
  originalName: z.string(),
  size: z.number(),
  sha256: z.string(),
  uploadedBy: z.string(),
  createdAt: z.string(),
  /** GET this (staff) path for the PDF. */
  contentUrl: z.string(),
});

export const statusHistoryEntrySchema = z.object({
  at: z.string(),
  from: z.number().nullable(),
  to: z.number(),
  /** Who made the step: the taxpayer, an expert or an admin (name). */
  actorName: z.string(),
  reason: z.string().nullable(),
});

/** The figures of an e-tax statement (eCH-0196) the expert checks first. */
export const caseStatementFiguresSchema = taxStatementResultSchema
  .pick({ institution: true, totalTaxValue: true, totalGrossRevenueA: true, totalGrossRevenueB: true, totalWithHoldingTaxClaim: true, schemaValid: true })
  .extend({ accountCount: z.number().int(), depotCount: z.number().int() });
export type CaseStatementFigures = z.infer<typeof caseStatementFiguresSchema>;

/** The boxes of a salary certificate the return takes: 8 gross, 9 social, 10.1 and 10.2 pension, 11 net. */
export const caseCertificateFiguresSchema = salaryCertificateResultSchema.shape.boxes
  .pick({ gross: true, socialContributions: true, pensionOrdinary: true, pensionBuyIn: true, net: true })
  .extend({ plausible: salaryCertificateResultSchema.shape.plausible, source: salaryCertificateResultSchema.shape.source });
export type CaseCertificateFigures = z.infer<typeof caseCertificateFiguresSchema>;

const caseRecognitionFields = {
  status: z.enum(RECOGNITION_STATUSES),
  /** Why it could not be read (status failed): the code the client translates. */
  failureCode: recognitionFailureCodeSchema.nullable(),
  /** The same reason as an English sentence, for API users. */
  failure: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  changedByTaxpayer: z.boolean(),
};
/**
 * What the server read in a document (issue 12): `recognized` as read, `confirmed` as the
 * taxpayer confirmed it (null until then). 'unknown': not read (yet), no figures.
 */
export const caseRecognitionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ech0196'), recognized: caseStatementFiguresSchema.nullable(), confirmed: caseStatementFiguresSchema.nullable(), ...caseRecognitionFields }),
  z.object({
    kind: z.literal('salary-certificate'),
    recognized: caseCertificateFiguresSchema.nullable(),
    confirmed: caseCertificateFiguresSchema.nullable(),
    ...caseRecognitionFields,
  }),
  z.object({ kind: z.literal('unknown'), recognized: z.null(), confirmed: z.null(), ...caseRecognitionFields }),
]);
export type CaseRecognition = z.infer<typeof caseRecognitionSchema>;

/** A document of the case with what was recognised in it (null: it is not a kind that is read). */
export const caseDocumentSchema = documentFileSchema.extend({ recognition: caseRecognitionSchema.nullable() });
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

/** GET /api/expert/cases/{userId}/{taxYear} */
export const caseDetailSchema = z.object({
  summary: caseSummarySchema,
  profile: userSchema,
  advanced: advancedTaxInfoSchema,
  /** Ids of the tax cards that apply to the profile (shared/domain/tax-cards). */
  taxCardIds: z.array(z.string()),
  /** Documents with `blobUrl` pointing at the staff content route, each with its recognition. */
  documents: z.array(caseDocumentSchema),
  messages: z.array(threadMessageSchema),
  contactRequests: z.array(contactRequestSchema),
  notes: z.array(caseNoteSchema),
  /** Newest first; the first one is what the taxpayer downloads. */
  returns: z.array(taxReturnVersionSchema),
  statusHistory: z.array(statusHistoryEntrySchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

const text = (max: number) => multilineTextSchema(max, { required: 'messageEmpty' });
/** POST …/messages {message, documentsMissing?}: a reply; with documentsMissing the case asks for documents. */
export const expertMessageBodySchema = z.object({ message: text(MESSAGE_MAX_LENGTH), documentsMissing: z.boolean().default(false) });
/** POST …/notes {note} */
export const caseNoteBodySchema = z.object({ note: text(MESSAGE_MAX_LENGTH) });
/** POST …/contact-requests/{id}/resolve */
export const contactRequestParamsSchema = caseParamsSchema.extend({ requestId: id });

export const caseActionResponseSchema = z.object({ success: z.literal(true), case: caseDetailSchema });
