import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import {
  recognitionFailureOf,
  salaryCertificateResultSchema,
  taxStatementResultSchema,
  type ConfirmRecognitionBody,
  type RecognitionResponse,
  type SalaryCertificateResult,
  type TaxStatementResult,
} from '@shared/contract/document-recognition';
import { ERROR_CODES } from '@shared/contract/errors';
import { DOCUMENT_CATEGORY_ROWS } from '@shared/domain/document-category-table';
import type { Db, Tx } from '../../db/connect';
import { prefillInvestmentsFromConfirmedDocument } from '../../platform/advanced-tax-info/prefill-investments';
import { writeAudit } from '../../platform/audit/data';
import { recordStaffRead } from '../../platform/audit/staff-access';
import { AppError, notFound } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { BlobStorage } from '../../platform/storage';
import * as data from './data';
import type { CertificateReading } from './read-certificate-document';
import type { DocumentReading } from './read-document';

/** The pg-boss queue of recognition jobs: one job per uploaded document, its data `{ fileId }`. */
export const RECOGNITION_QUEUE = 'document-recognition';

/**
 * Retries with backoff for what is not the document's fault (the validator's worker did not
 * start, the disk hiccuped); a job running longer than the expiry is taken as dead (its process
 * crashed) and retried. Recognising an 8-page statement takes seconds, a photo up to about 15 s
 * on a busy machine, OCR of a photographed salary certificate up to about a minute: five
 * minutes is ample and still retries a crashed job soon.
 */
export const RECOGNITION_QUEUE_SETTINGS = { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 300 };

/** The categories whose documents are bank e-tax statements (eCH-0196) often enough to read them. */
const STATEMENT_CATEGORY_IDS = new Set(DOCUMENT_CATEGORY_ROWS.filter((c) => c.key === 'bank_documents' || c.key === 'stocks_bonds').map((c) => c.id));

/** The stored types a statement comes in: the PDF, a scan or photo of its barcode page, or its XML. */
const READABLE_TYPES = new Set(['application/pdf', 'application/xml', 'image/jpeg', 'image/png', 'image/webp']);

/** The categories whose documents are salary certificates (form 11): the taxpayer's and the spouse's. */
const CERTIFICATE_CATEGORY_IDS = new Set(DOCUMENT_CATEGORY_ROWS.filter((c) => c.key === 'salary_statement' || c.key === 'spouse_salary').map((c) => c.id));

/** The stored types a certificate is read from (salary-certificate/read-salary-certificate.ts): the PDF, or a scan or photo. */
const CERTIFICATE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

export type RecognitionDeps = { db: Db; storage: BlobStorage; jobs: JobQueue; log: FastifyBaseLogger };

export function isRecognizable(file: { categoryId: number; mimeType: string }): boolean {
  if (CERTIFICATE_CATEGORY_IDS.has(file.categoryId)) return CERTIFICATE_TYPES.has(file.mimeType);
  return STATEMENT_CATEGORY_IDS.has(file.categoryId) && READABLE_TYPES.has(file.mimeType);
}

/** In the upload's transaction: a 'pending' row for every file worth reading. */
export async function recordUploadedFiles(tx: Tx, uploaded: { id: number; userId: number; categoryId: number; mimeType: string }[], now: Date): Promise<number[]> {
  return data.insertPending(tx, uploaded.filter(isRecognizable).map((f) => ({ fileId: f.id, userId: f.userId })), now);
}

/**
 * Sends the jobs of new uploads and, once at start, the jobs that went missing. Nothing here
 * fails an upload: a send that fails leaves its row 'pending', and the next start's sweep sends
 * it again. Until the sweep has run, the files sent by this process are remembered, so a send
 * still on its way is not taken for a lost one and sent twice.
 */
export function createRecognitionDispatcher(deps: Pick<RecognitionDeps, 'db' | 'jobs' | 'log'>) {
  let sentBeforeSweep: Set<number> | null = new Set();
  return {
    /** After the upload's commit: one job per file; the upload's answer does not wait. */
    dispatch(fileIds: number[]): void {
      if (!deps.jobs.sends) return;
      for (const fileId of fileIds) {
        sentBeforeSweep?.add(fileId);
        deps.jobs.send(RECOGNITION_QUEUE, { fileId }).catch((error: unknown) => {
          deps.log.error({ err: error, fileId }, 'sending a document recognition job failed: the next start sends it again');
        });
      }
    },

    /**
     * At start (workers on): every recognition left 'pending' without a job gets one; one left
     * 'running' without a job (its last attempt died with its process) is marked failed, so a
     * document that crashes the server cannot do so at every start.
     */
    async sweepUnfinished(now: Date): Promise<{ resent: number; failed: number }> {
      const rows = await data.unfinishedWithoutJob(deps.db, { queue: RECOGNITION_QUEUE });
      const sentHere = sentBeforeSweep ?? new Set<number>();
      sentBeforeSweep = null;
      let resent = 0;
      let failed = 0;
      for (const row of rows) {
        if (sentHere.has(row.fileId)) continue;
        if (row.status === 'pending') {
          await deps.jobs.send(RECOGNITION_QUEUE, { fileId: row.fileId });
          resent++;
        } else {
          await data.markFailed(deps.db, row.fileId, { failureCode: 'stopped-unexpectedly', now });
          failed++;
        }
      }
      return { resent, failed };
    },
  };
}

export type RecognitionDispatcher = ReturnType<typeof createRecognitionDispatcher>;

/** Reads a document's bytes (read-document.ts) in a child process of its own (worker.ts); the bytes are copied to it. */
export type DocumentReader = (bytes: Uint8Array, mimeType: string) => Promise<DocumentReading>;

/** Reads a salary certificate's bytes (read-certificate-document.ts) in a child process of its own (worker.ts); the bytes are copied to it. */
export type CertificateReader = (bytes: Uint8Array, mimeType: string) => Promise<CertificateReading>;

/**
 * The job: reads the stored file and keeps what it says. A document that cannot be read is a
 * result ('failed' with a plain reason), not an error; anything else throws, so pg-boss retries
 * it, and the last attempt marks the recognition failed before it throws.
 */
export async function runRecognitionJob(
  deps: Pick<RecognitionDeps, 'db' | 'storage'> & { now: () => Date; readDocument: DocumentReader; readCertificate: CertificateReader },
  job: { fileId: number; retryCount: number; retryLimit: number },
): Promise<void> {
  const found = await data.findForJob(deps.db, job.fileId);
  // The file was deleted meanwhile, or a job sent twice finds the work done.
  if (!found || found.status === 'done' || found.status === 'failed') return;
  await data.markRunning(deps.db, job.fileId, deps.now());
  try {
    // The read ends in an error when the ciphertext was changed: the job then retries and fails.
    const bytes = await deps.storage.readDecrypted(found.file);
    // The category says what the document is: what the taxpayer filed as a salary certificate is read as one.
    const outcome = CERTIFICATE_CATEGORY_IDS.has(found.file.categoryId)
      ? { kind: 'salary-certificate' as const, reading: await deps.readCertificate(bytes, found.file.mimeType) }
      : { kind: 'ech0196' as const, reading: await deps.readDocument(bytes, found.file.mimeType) };
    if (outcome.reading.ok) await data.markDone(deps.db, job.fileId, { kind: outcome.kind, result: outcome.reading.result, now: deps.now() });
    else await data.markFailed(deps.db, job.fileId, { failureCode: outcome.reading.failureCode, now: deps.now() });
  } catch (error) {
    if (job.retryCount >= job.retryLimit) await data.markFailed(deps.db, job.fileId, { failureCode: 'stopped-unexpectedly', now: deps.now() });
    throw error;
  }
}

function toResponse(row: data.RecognitionRow): RecognitionResponse {
  const shown = row.confirmedResult ?? row.result;
  const fields = {
    status: row.status as RecognitionResponse['status'],
    ...recognitionFailureOf(row.failure),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    changedByTaxpayer: row.changedByTaxpayer,
    attempts: row.attempts,
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.kind === 'ech0196') return { ...fields, kind: 'ech0196', result: shown == null ? null : taxStatementResultSchema.parse(shown) };
  if (row.kind === 'salary-certificate') return { ...fields, kind: 'salary-certificate', result: shown == null ? null : salaryCertificateResultSchema.parse(shown) };
  return { ...fields, kind: 'unknown', result: null };
}

/** The owner's view; another person's file answers 404 like a missing one. */
export async function getRecognition(db: Db, args: { userId: number; fileId: number }): Promise<RecognitionResponse> {
  const row = await data.findOfUser(db, args.userId, args.fileId);
  if (!row) throw notFound('No recognition for this file');
  return toResponse(row);
}

/** Staff (expert, admin) read any taxpayer's recognition; each read leaves a staff-read audit row. */
export async function getRecognitionForStaff(db: Db, args: { staffUserId: number; fileId: number; now: Date }): Promise<RecognitionResponse> {
  const found = await data.findWithTaxYear(db, args.fileId);
  if (!found) throw notFound('No recognition for this file');
  // Staff reading their own document is no read of someone else's data.
  if (found.recognition.userId !== args.staffUserId) await recordStaffRead(db, {
    staffUserId: args.staffUserId,
    taxpayerUserId: found.recognition.userId,
    taxYear: found.taxYear,
    subject: 'document',
    fileId: args.fileId,
    at: args.now,
  });
  return toResponse(found.recognition);
}

/**
 * The figures to keep for a statement: where they came from and whether they passed the XSD stay
 * as recognised; those are facts about the document, not figures to correct.
 */
function confirmedStatement(recognized: unknown, corrected: TaxStatementResult): { confirmed: TaxStatementResult; changed: boolean } {
  const read = taxStatementResultSchema.parse(recognized);
  const confirmed: TaxStatementResult = { ...corrected, source: read.source, schemaValid: read.schemaValid };
  return { confirmed, changed: !isDeepStrictEqual(confirmed, read) };
}

/**
 * The figures to keep for a salary certificate: the person corrects the boxes; the employer,
 * employee, period, source, confidences and plausibility are what the document showed and stay
 * as read (the expert compares the corrected boxes with them).
 */
function confirmedCertificate(recognized: unknown, corrected: SalaryCertificateResult): { confirmed: SalaryCertificateResult; changed: boolean } {
  const read = salaryCertificateResultSchema.parse(recognized);
  return { confirmed: { ...read, boxes: corrected.boxes }, changed: !isDeepStrictEqual(corrected.boxes, read.boxes) };
}

/**
 * The taxpayer confirms (or corrects) the recognised figures, of the kind that was recognised
 * (400 otherwise). The change and its audit row commit together.
 */
export async function confirmRecognition(db: Db, args: { userId: number; fileId: number; body: ConfirmRecognitionBody; now: Date }): Promise<RecognitionResponse> {
  return db.transaction(async (tx) => {
    const row = await data.findOfUser(tx, args.userId, args.fileId);
    if (!row) throw notFound('No recognition for this file');
    if (row.status !== 'done' || row.result == null) {
      throw new AppError(ERROR_CODES.recognitionNotDone, 409, 'The document has not been recognised (yet): there are no figures to confirm');
    }
    const { confirmed, changed: changedByTaxpayer } = confirmedFigures(row, args.body);
    const updated = await data.confirm(tx, { userId: args.userId, fileId: args.fileId, confirmedResult: confirmed, changedByTaxpayer, now: args.now });
    if (!updated) throw new AppError(ERROR_CODES.recognitionNotDone, 409, 'The document has not been recognised (yet): there are no figures to confirm');
    await writeAudit(tx, { userId: args.userId, actorUserId: args.userId, action: 'document.recognition.confirm', details: { fileId: args.fileId, changedByTaxpayer }, at: args.now });
    // Issue 12: a confirmed e-tax statement fills the year's investments section, in this transaction (platform/advanced-tax-info).
    await prefillInvestmentsFromConfirmedDocument(tx, { userId: args.userId, fileId: args.fileId, kind: updated.kind, confirmedResult: confirmed, confirmedAt: args.now, now: args.now });
    return toResponse(updated);
  });
}

function confirmedFigures(row: data.RecognitionRow, body: ConfirmRecognitionBody): { confirmed: unknown; changed: boolean } {
  if (body.kind === 'salary-certificate' && row.kind === 'salary-certificate') return confirmedCertificate(row.result, body.result);
  if (body.kind !== 'salary-certificate' && row.kind === 'ech0196') return confirmedStatement(row.result, body.result);
  throw new AppError(ERROR_CODES.recognitionKindMismatch, 400, `The figures sent are not of the kind recognised in this document (${row.kind})`);
}
