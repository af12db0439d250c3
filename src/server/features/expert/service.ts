import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { recognitionFailureOf, salaryCertificateResultSchema, taxStatementResultSchema, type RecognitionStatus } from '@shared/contract/document-recognition';
import {
  EXPERT_QUEUE_PAGE_SIZE,
  type CaseCertificateFigures,
  type CaseDetail,
  type CaseQueueQuery,
  type CaseRecognition,
  type CaseStatementFigures,
  type CaseSummary,
} from '@shared/contract/expert';
import { ERROR_CODES } from '@shared/contract/errors';
import type { ThreadMessage } from '@shared/contract/messages';
import { isActiveLanguage, DEFAULT_LANGUAGE, type Language } from '@shared/domain/languages';
import { joinName } from '@shared/domain/profile';
import { evaluateTaxCards } from '@shared/domain/tax-cards';
import { statusKeyOf, TAX_STATUS } from '@shared/domain/tax-status';
import type { Db, DbOrTx } from '../../db/connect';
import { getAdvancedTaxInfo } from '../../platform/advanced-tax-info/read';
import { writeAudit } from '../../platform/audit/data';
import { recordStaffRead } from '../../platform/audit/staff-access';
import { DAY } from '../../platform/clock';
import { namedContentUrl, toDocumentFile } from '../../platform/documents/document-file';
import { AppError, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { BlobStorage } from '../../platform/storage';
import { advanceTaxStatus } from '../../platform/tax-status/advance';
import { findTaxYearStatusForChange, setDocumentsRequested } from '../../platform/tax-status/data';
import { findUserById } from '../../platform/users/data';
import { loadUserView } from '../../platform/users/view';
import { caseEmail, caseEmailLink, type CaseEmailKind } from './case-emails';
import * as data from './data';

type CaseRow = data.CaseRow;
const { findCase, listQueuePage, QUEUE_STATUS_IDS } = data;

export type ExpertDeps = { db: Db; storage: BlobStorage; mailer: Mailer; publicOrigin: string; log: FastifyBaseLogger };
/** Who acts: the signed-in expert or admin. */
export type Staff = { userId: number };

const STATUS_FILTER = { processing: TAX_STATUS.processing, review_required: TAX_STATUS.reviewRequired } as const;
/** Staff open cases from transmission on; status 6 cases stay readable after completion. */
const OPENABLE_STATUS_MIN = TAX_STATUS.processing;
/** Shown as the author of a staff message whose author is unknown (deleted account). */
const PROVIDER_NAME = 'Helvetax';

const wrongStatus = (message: string) => new AppError(ERROR_CODES.wrongStatus, 409, message);
const caseNotFound = () => notFound('No case for this taxpayer and tax year');

function nameOf(parts: { firstName: string | null; lastName: string | null; email: string | null } | null | undefined, fallback: string): string {
  if (!parts) return fallback;
  return joinName(parts.firstName, parts.lastName) || parts.email || fallback;
}

function toSummary(row: CaseRow, now: Date): CaseSummary {
  return {
    userId: row.userId,
    taxYear: row.taxYear,
    name: joinName(row.firstName, row.lastName) || row.email,
    email: row.email,
    canton: row.canton,
    status: statusKeyOf(row.statusId),
    plan: row.plan,
    transmittedAt: row.transmittedAt?.toISOString() ?? null,
    waitingDays: row.transmittedAt ? Math.max(0, Math.floor((now.getTime() - row.transmittedAt.getTime()) / DAY)) : 0,
    unreadMessages: row.unreadMessages,
    openContactRequests: row.openContactRequests,
    documentsRequested: row.documentsRequestedAt !== null,
  };
}

/** The experts' queue: one page of cases at status 4 or 5 and how many there are in all. */
export async function caseQueue(db: Db, args: { query: CaseQueueQuery; now: Date }) {
  const { status, taxYear, canton, q, page } = args.query;
  const filter = { statusIds: status ? [STATUS_FILTER[status]] : QUEUE_STATUS_IDS, taxYear, canton: canton || undefined, q: q || undefined };
  const { rows, total } = await listQueuePage(db, filter, { limit: EXPERT_QUEUE_PAGE_SIZE, offset: (page - 1) * EXPERT_QUEUE_PAGE_SIZE });
  return { cases: rows.map((row) => toSummary(row, args.now)), total, page, pageSize: EXPERT_QUEUE_PAGE_SIZE };
}

/** The case row when staff may open it (status 4, 5 or 6), otherwise 404. */
async function openableCase(db: DbOrTx, userId: number, taxYear: number): Promise<CaseRow> {
  const row = await findCase(db, userId, taxYear);
  if (!row || row.statusId < OPENABLE_STATUS_MIN) throw caseNotFound();
  return row;
}

function toThreadMessage(row: data.ThreadRow): ThreadMessage {
  return {
    id: row.id,
    taxYear: row.taxYear,
    direction: row.direction,
    kind: row.kind,
    authorName: nameOf(row.author, row.direction === 'to_taxpayer' ? PROVIDER_NAME : ''),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

function statementFigures(stored: unknown): CaseStatementFigures | null {
  const parsed = taxStatementResultSchema.safeParse(stored);
  if (!parsed.success) return null;
  const s = parsed.data;
  return {
    institution: s.institution,
    totalTaxValue: s.totalTaxValue,
    totalGrossRevenueA: s.totalGrossRevenueA,
    totalGrossRevenueB: s.totalGrossRevenueB,
    totalWithHoldingTaxClaim: s.totalWithHoldingTaxClaim,
    accountCount: s.accounts.length,
    depotCount: s.depots.length,
    schemaValid: s.schemaValid,
  };
}

function certificateFigures(stored: unknown): CaseCertificateFigures | null {
  const parsed = salaryCertificateResultSchema.safeParse(stored);
  if (!parsed.success) return null;
  const { boxes, plausible, source } = parsed.data;
  return { gross: boxes.gross, socialContributions: boxes.socialContributions, pensionOrdinary: boxes.pensionOrdinary, pensionBuyIn: boxes.pensionBuyIn, net: boxes.net, plausible, source };
}

/**
 * The recognition as the case page shows it: the figures as read and as confirmed. Stored
 * figures that no longer fit the contract show as none rather than failing the whole case page.
 */
function toCaseRecognition(row: data.CaseRecognitionRow): CaseRecognition {
  const fields = {
    status: row.status as RecognitionStatus,
    ...recognitionFailureOf(row.failure),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    changedByTaxpayer: row.changedByTaxpayer,
  };
  if (row.kind === 'ech0196') return { ...fields, kind: 'ech0196', recognized: statementFigures(row.result), confirmed: statementFigures(row.confirmedResult) };
  if (row.kind === 'salary-certificate') {
    return { ...fields, kind: 'salary-certificate', recognized: certificateFigures(row.result), confirmed: certificateFigures(row.confirmedResult) };
  }
  return { ...fields, kind: 'unknown', recognized: null, confirmed: null };
}

/**
 * Everything of one case as the case page shows it (no audit: the callers record the read).
 * The reads run one after the other: the callers pass their transaction, whose one connection
 * takes a query at a time anyway (pg deprecates queueing them with concurrent calls).
 */
async function buildCaseDetail(tx: DbOrTx, row: CaseRow, now: Date): Promise<CaseDetail> {
  const { userId, taxYear } = row;
  const profile = await loadUserView(tx, userId, taxYear);
  if (!profile) throw caseNotFound();
  const advanced = await getAdvancedTaxInfo(tx, { userId, taxYear });
  const files = await data.listCaseFiles(tx, userId, taxYear);
  const recognitions = new Map((await data.listCaseRecognitions(tx, userId, taxYear)).map((r) => [r.fileId, toCaseRecognition(r)]));
  const thread = await data.listCaseThread(tx, userId, taxYear);
  const contactRequests = await data.listContactRequests(tx, userId, taxYear);
  const notes = await data.listNotes(tx, userId, taxYear);
  const returns = await data.listReturns(tx, userId, taxYear);
  const history = await data.listStatusHistory(tx, userId, taxYear);
  const base = `/api/expert/cases/${userId}/${taxYear}`;
  // Staff read the case page in English category names; the client translates by category id.
  const language: Language = 'en';
  return {
    summary: toSummary(row, now),
    profile,
    advanced,
    taxCardIds: evaluateTaxCards(profile).filter((card) => card.isEnabled).map((card) => card.id),
    documents: files.map((file) => ({ ...toDocumentFile(file, language, `${base}/files/${file.id}/content`), recognition: recognitions.get(file.id) ?? null })),
    messages: thread.map(toThreadMessage),
    contactRequests: contactRequests.map((r) => ({
      id: r.id,
      taxYear: r.taxYear,
      contactMethod: r.contactMethod,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
    })),
    notes: notes.map((n) => ({ id: n.id, authorName: nameOf(n.author, PROVIDER_NAME), body: n.body, createdAt: n.createdAt.toISOString() })),
    returns: returns.map(({ row: r, uploader }) => ({
      id: r.id,
      originalName: r.originalName,
      size: r.size,
      sha256: r.sha256,
      uploadedBy: nameOf(uploader, PROVIDER_NAME),
      createdAt: r.createdAt.toISOString(),
      contentUrl: namedContentUrl(`${base}/returns/${r.id}/content`, r.originalName),
    })),
    statusHistory: history.map((h) => {
      const details = h.details as { from?: unknown; to?: unknown; reason?: unknown };
      return {
        at: h.at.toISOString(),
        from: typeof details.from === 'number' ? details.from : null,
        to: typeof details.to === 'number' ? details.to : 0,
        actorName: nameOf(h.actor, h.actorUserId === null ? 'System' : PROVIDER_NAME),
        reason: typeof details.reason === 'string' ? details.reason : null,
      };
    }).filter((h) => h.to > 0),
  };
}

/**
 * Opens a case: the page's data, the taxpayer's messages marked read, and one staff-read audit
 * row (the taxpayer can see who opened their data), all in one transaction.
 */
export async function openCase(db: Db, args: { staff: Staff; userId: number; taxYear: number; now: Date }): Promise<CaseDetail> {
  return db.transaction(async (tx) => {
    const row = await openableCase(tx, args.userId, args.taxYear);
    const markedRead = await data.markTaxpayerMessagesRead(tx, { userId: args.userId, taxYear: args.taxYear, now: args.now });
    await recordStaffRead(tx, { staffUserId: args.staff.userId, taxpayerUserId: args.userId, taxYear: args.taxYear, subject: 'case', at: args.now });
    return buildCaseDetail(tx, markedRead ? { ...row, unreadMessages: 0 } : row, args.now);
  });
}

/** The case as an action answers it; sending it again is a staff read like opening the page. */
async function caseAfterAction(tx: DbOrTx, args: { staff: Staff; userId: number; taxYear: number; now: Date }): Promise<CaseDetail> {
  const row = await openableCase(tx, args.userId, args.taxYear);
  await recordStaffRead(tx, { staffUserId: args.staff.userId, taxpayerUserId: args.userId, taxYear: args.taxYear, subject: 'case', at: args.now });
  return buildCaseDetail(tx, row, args.now);
}

/** One document of the case, checked end to end before any byte is sent; each read is audited. */
export async function openCaseFile(deps: ExpertDeps, args: { staff: Staff; userId: number; taxYear: number; fileId: number; now: Date }) {
  await openableCase(deps.db, args.userId, args.taxYear);
  const row = await data.findCaseFile(deps.db, args);
  if (!row) throw notFound('File not found');
  if (!(await deps.storage.verify(row))) throw fileDamaged();
  await recordStaffRead(deps.db, { staffUserId: args.staff.userId, taxpayerUserId: args.userId, taxYear: args.taxYear, subject: 'document', fileId: row.id, at: args.now });
  return { row, stream: deps.storage.openDecrypted(row) };
}

/** One version of the finished return, as the expert uploaded it; each read is audited. */
export async function openCaseReturn(deps: ExpertDeps, args: { staff: Staff; userId: number; taxYear: number; returnId: number; now: Date }) {
  await openableCase(deps.db, args.userId, args.taxYear);
  const row = await data.findReturn(deps.db, args);
  if (!row) throw notFound('Tax return not found');
  if (!(await deps.storage.verify(row))) throw fileDamaged();
  await recordStaffRead(deps.db, { staffUserId: args.staff.userId, taxpayerUserId: args.userId, taxYear: args.taxYear, subject: 'tax_return', fileId: row.id, at: args.now });
  return { row: { ...row, mimeType: 'application/pdf' }, stream: deps.storage.openDecrypted(row) };
}

const fileDamaged = () => new AppError(ERROR_CODES.fileDamaged, 500, 'The stored file is damaged and cannot be delivered; please contact support');

/**
 * An expert's reply in the taxpayer's thread. With `documentsMissing` (only at status 4) it asks
 * for documents: the year then takes one more upload. The message, the request and the audit row
 * commit together; the e-mail (without the message text) goes out afterwards.
 */
export async function postMessage(
  deps: ExpertDeps,
  args: { staff: Staff; userId: number; taxYear: number; message: string; documentsMissing: boolean; now: Date },
): Promise<CaseDetail> {
  const detail = await deps.db.transaction(async (tx) => {
    const status = await findTaxYearStatusForChange(tx, args.userId, args.taxYear);
    if (!status || status.statusId < OPENABLE_STATUS_MIN) throw caseNotFound();
    if (args.documentsMissing && status.statusId !== TAX_STATUS.processing) throw wrongStatus('Documents can only be requested while the case is being processed (status 4)');
    const kind = args.documentsMissing ? 'documents_missing' : 'message';
    const messageId = await data.insertStaffMessage(tx, { userId: args.userId, taxYear: args.taxYear, authorUserId: args.staff.userId, kind, body: args.message, createdAt: args.now });
    if (args.documentsMissing) await setDocumentsRequested(tx, { userId: args.userId, taxYear: args.taxYear, requestedAt: args.now, now: args.now });
    await writeAudit(tx, {
      userId: args.userId,
      actorUserId: args.staff.userId,
      action: args.documentsMissing ? 'case.documents_requested' : 'case.message',
      details: { taxYear: args.taxYear, messageId },
      at: args.now,
    });
    return caseAfterAction(tx, args);
  });
  await notifyTaxpayer(deps, { userId: args.userId, taxYear: args.taxYear, kind: args.documentsMissing ? 'documents_missing' : 'new_message' });
  return detail;
}

/** An internal note on the case; it never reaches the taxpayer. */
export async function addNote(db: Db, args: { staff: Staff; userId: number; taxYear: number; note: string; now: Date }): Promise<CaseDetail> {
  return db.transaction(async (tx) => {
    await openableCase(tx, args.userId, args.taxYear);
    const noteId = await data.insertNote(tx, { userId: args.userId, taxYear: args.taxYear, authorUserId: args.staff.userId, body: args.note, createdAt: args.now });
    await writeAudit(tx, { userId: args.userId, actorUserId: args.staff.userId, action: 'case.note', details: { taxYear: args.taxYear, noteId }, at: args.now });
    return caseAfterAction(tx, args);
  });
}

/** Marks a contact request of this case handled (once; handling it again changes nothing). */
export async function resolveContactRequest(db: Db, args: { staff: Staff; userId: number; taxYear: number; requestId: number; now: Date }): Promise<CaseDetail> {
  return db.transaction(async (tx) => {
    await openableCase(tx, args.userId, args.taxYear);
    const resolved = await data.resolveContactRequest(tx, { ...args, resolvedBy: args.staff.userId });
    if (!resolved && !(await data.findContactRequest(tx, args))) throw notFound('Contact request not found');
    if (resolved) {
      await writeAudit(tx, { userId: args.userId, actorUserId: args.staff.userId, action: 'contact_request.resolve', details: { taxYear: args.taxYear, requestId: args.requestId }, at: args.now });
    }
    return caseAfterAction(tx, args);
  });
}

/** A received PDF ready to be committed as a new version of the finished return. */
export type ReceivedReturn = { originalName: string; tempPath: string; envelope: { iv: string; authTag: string; wrappedKey: string }; size: number; sha256: string };

/**
 * Keeps a new version of the finished return (status 4 or 5). The file is durable on disk before
 * its row; the row, the step 4→5 with its time and the audit rows commit in one transaction.
 * The taxpayer gets an e-mail that the return is ready to download and review.
 */
export async function uploadReturn(deps: ExpertDeps, args: { staff: Staff; userId: number; taxYear: number; file: ReceivedReturn; now: Date }): Promise<CaseDetail> {
  // Checked before committing the file so a refused upload leaves nothing behind; again under the lock.
  const before = await findCase(deps.db, args.userId, args.taxYear);
  if (!before || before.statusId < OPENABLE_STATUS_MIN) {
    await deps.storage.discard({ tempPath: args.file.tempPath });
    throw caseNotFound();
  }
  if (before.statusId > TAX_STATUS.reviewRequired) {
    await deps.storage.discard({ tempPath: args.file.tempPath });
    throw returnWrongStatus();
  }
  const storageKey = await deps.storage.commitTemp(args.file.tempPath);
  let detail: CaseDetail;
  try {
    detail = await deps.db.transaction(async (tx) => {
      const status = await findTaxYearStatusForChange(tx, args.userId, args.taxYear);
      if (!status || (status.statusId !== TAX_STATUS.processing && status.statusId !== TAX_STATUS.reviewRequired)) throw returnWrongStatus();
      const saved = await data.insertReturn(tx, {
        userId: args.userId,
        taxYear: args.taxYear,
        uploadedBy: args.staff.userId,
        originalName: args.file.originalName,
        size: args.file.size,
        sha256: args.file.sha256,
        storageKey,
        ...args.file.envelope,
        createdAt: args.now,
      });
      await writeAudit(tx, {
        userId: args.userId,
        actorUserId: args.staff.userId,
        action: 'tax_return.upload',
        details: { taxYear: args.taxYear, returnId: saved.id, sha256: saved.sha256, size: saved.size },
        at: args.now,
      });
      if (status.statusId === TAX_STATUS.processing) {
        const moved = await advanceTaxStatus(tx, {
          userId: args.userId,
          taxYear: args.taxYear,
          from: TAX_STATUS.processing,
          to: TAX_STATUS.reviewRequired,
          actor: { userId: args.staff.userId, kind: 'staff' },
          now: args.now,
          reason: 'tax_return_uploaded',
          details: { returnId: saved.id },
        });
        if (!moved) throw new Error('tax year changed during return upload');
      }
      // A pending request for documents is moot once the finished return is there.
      await data.stampCase(tx, { userId: args.userId, taxYear: args.taxYear, now: args.now, returnUploadedAt: args.now, documentsRequestedAt: null });
      return caseAfterAction(tx, args);
    });
  } catch (error) {
    await deps.storage.discard({ storageKey });
    throw error;
  }
  await notifyTaxpayer(deps, { userId: args.userId, taxYear: args.taxYear, kind: 'return_ready' });
  return detail;
}

const returnWrongStatus = () => wrongStatus('The finished tax return can only be uploaded while the case is at status 4 or 5');

/** 'Submitted to the tax authority': status 5→6 with its date and an audit row; then an e-mail. */
export async function completeCase(deps: ExpertDeps, args: { staff: Staff; userId: number; taxYear: number; now: Date }): Promise<CaseDetail> {
  const detail = await deps.db.transaction(async (tx) => {
    const status = await findTaxYearStatusForChange(tx, args.userId, args.taxYear);
    if (!status || status.statusId < OPENABLE_STATUS_MIN) throw caseNotFound();
    if (status.statusId !== TAX_STATUS.reviewRequired) throw wrongStatus('A case can be completed once the finished tax return is uploaded (status 5)');
    const moved = await advanceTaxStatus(tx, {
      userId: args.userId,
      taxYear: args.taxYear,
      from: TAX_STATUS.reviewRequired,
      to: TAX_STATUS.completed,
      actor: { userId: args.staff.userId, kind: 'staff' },
      now: args.now,
      reason: 'submitted_to_tax_authority',
    });
    if (!moved) throw new Error('tax year changed during completion');
    await data.stampCase(tx, { userId: args.userId, taxYear: args.taxYear, now: args.now, completedAt: args.now });
    return caseAfterAction(tx, args);
  });
  await notifyTaxpayer(deps, { userId: args.userId, taxYear: args.taxYear, kind: 'completed' });
  return detail;
}

/**
 * Tells the taxpayer, in the language stored with their account, that something waits in the
 * app. The case change stands whether or not the e-mail goes out: a failure is logged with an
 * error id and class only.
 */
async function notifyTaxpayer(deps: ExpertDeps, args: { userId: number; taxYear: number; kind: CaseEmailKind }) {
  try {
    const user = await findUserById(deps.db, args.userId);
    if (!user) return;
    const language = isActiveLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    const mail = caseEmail(args.kind, args.taxYear, caseEmailLink(args.kind, deps.publicOrigin, args.taxYear), language);
    await deps.mailer.send({ to: user.email, ...mail, consoleSummary: `Case e-mail (${args.kind}) for tax year ${args.taxYear}` });
  } catch (error) {
    deps.log.error({ errorId: randomUUID(), errorClass: error instanceof Error ? error.constructor.name : typeof error }, 'case e-mail failed');
  }
}
