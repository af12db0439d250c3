import { ERROR_CODES, type CodedError } from '@shared/contract/errors';
import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_MEGABYTES, UPLOAD_ERROR_CODES, type FileRecognitionSummary, type ListedFile, type StorageUsage, type UploadResponse, type UploadResult } from '@shared/contract/documents';
import { documentCategoryById, hasAllRequiredDocuments, listDocumentCategories, type CategoryMode } from '@shared/domain/document-categories';
import { BYTES_PER_GB, BYTES_PER_MB } from '@shared/domain/file-sizes';
import type { Language } from '@shared/domain/languages';
import { INITIAL_TAX_STATUS_ID, isDocumentsRequestOpen, TAX_STATUS, uploadBlocker, type UploadStatusInput } from '@shared/domain/tax-status';
import { isTaxYearOpen } from '@shared/domain/tax-years';
import type { Db, Tx } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { toDocumentFile } from '../../platform/documents/document-file';
import { AppError, notFound } from '../../platform/errors';
import type { BlobStorage } from '../../platform/storage';
import { advanceTaxStatus } from '../../platform/tax-status/advance';
import { findTaxYearStatus, findTaxYearStatusForChange, setDocumentsRequested, uploadedCategoryIds } from '../../platform/tax-status/data';
import { getTaxStatusRecord } from '../../platform/tax-status/status-record';
import { KIND_INFO, kindMatchesName } from '../../platform/uploads/file-type';
import type { MalwareScanner } from '../../platform/uploads/malware-scan';
import type { ReceivedFile } from '../../platform/uploads/receive-upload';
import * as data from './data';

export type DocumentsDeps = {
  db: Db;
  storage: BlobStorage;
  malwareScanner: MalwareScanner;
  /** How many bytes of documents one person may keep per tax year. */
  storageQuotaBytesPerYear: number;
  /** Work that follows newly stored files (document recognition); app.ts gives it. */
  followUp?: StoredFilesFollowUp;
};

/** A newly stored file as the work that follows an upload sees it. */
export type StoredFileFacts = { id: number; userId: number; categoryId: number; mimeType: string };

/**
 * Work that follows an upload (document recognition, issue 12), handed in by app.ts so neither
 * feature imports the other. `record` runs inside the upload's transaction, so its rows commit
 * or vanish with the files; `dispatch` runs after the commit, must not throw, and the upload's
 * answer does not wait for what it starts.
 */
export type StoredFilesFollowUp = {
  record: (tx: Tx, files: StoredFileFacts[], now: Date) => Promise<number[]>;
  dispatch: (fileIds: number[]) => void;
};

export function documentCategories(mode: CategoryMode, language: Language) {
  return listDocumentCategories(mode, language);
}

const MB = BYTES_PER_MB;

/** Why a received file cannot be kept, or null when it can. */
function rejectionOf(file: ReceivedFile, expectedHash: string | undefined): CodedError | null {
  if (file.truncated) {
    return { code: UPLOAD_ERROR_CODES.tooLarge, message: `The file is too large: files must be smaller than ${MAX_UPLOAD_MEGABYTES} MB`, params: { maxMegabytes: MAX_UPLOAD_MEGABYTES } };
  }
  if (file.size === 0) return { code: UPLOAD_ERROR_CODES.empty, message: 'The file is empty' };
  if (file.infected) return { code: ERROR_CODES.malwareFound, message: 'The virus scanner found malware in this file; it was not stored' };
  if (!file.kind || !kindMatchesName(file.kind, file.originalName)) {
    return {
      code: UPLOAD_ERROR_CODES.unsupportedType,
      message: 'This file type is not accepted: upload PDF, JPEG, PNG, WebP, Word or text files, or a bank e-tax statement (eCH-0196 XML), whose name matches their content',
      params: { allowed: ACCEPTED_EXTENSIONS.join(', ') },
    };
  }
  if (!expectedHash) return { code: UPLOAD_ERROR_CODES.hashMissing, message: 'The SHA-256 checksum of the file is missing' };
  if (expectedHash.toLowerCase() !== file.sha256) {
    return { code: UPLOAD_ERROR_CODES.hashMismatch, message: 'The file was damaged on the way (checksum mismatch), please upload it again' };
  }
  return null;
}

/**
 * What the server knows before the first file part of an upload is written: the fields are
 * parsed, and the year, category and status allow the upload. `admit` is asked before each file
 * part: a year whose quota is used up refuses a new file without reading it (the same bytes
 * again, a duplicate, still pass: they take no new room). `received` counts what was streamed.
 */
export type UploadGate = {
  /** The checked category the files go to. */
  categoryId: number;
  admit: (expectedHash: string | undefined) => Promise<{ code: string; message: string } | null>;
  received: (file: ReceivedFile, expectedHash: string | undefined) => void;
};

/**
 * Checks an upload before any of its files is written: an open tax year, an existing category,
 * and a status that takes documents (canUploadDocuments). Throws the refusal for the whole
 * upload; otherwise returns the gate that checks the quota file by file.
 */
export async function openUpload(
  deps: Pick<DocumentsDeps, 'db' | 'storageQuotaBytesPerYear'>,
  args: { userId: number; taxYear: number; categoryId: number | undefined; now: Date },
): Promise<UploadGate> {
  if (!isTaxYearOpen(args.taxYear, args.now)) throw new AppError(ERROR_CODES.taxYearNotOpen, 400, `Documents for ${args.taxYear} cannot be uploaded now`, { taxYear: args.taxYear });
  const categoryId = args.categoryId;
  if (categoryId === undefined || !documentCategoryById(categoryId)) {
    throw new AppError(UPLOAD_ERROR_CODES.categoryInvalid, 400, 'Please select a document category');
  }
  const refusal = uploadRefusal(await findTaxYearStatus(deps.db, args.userId, args.taxYear));
  if (refusal) throw refusal;
  let usedBytes = await data.storedBytesOfYear(deps.db, args.userId, args.taxYear);
  return {
    categoryId,
    async admit(expectedHash) {
      if (usedBytes < deps.storageQuotaBytesPerYear) return null;
      const duplicate = expectedHash ? await data.findDuplicate(deps.db, { userId: args.userId, taxYear: args.taxYear, categoryId, sha256: expectedHash.toLowerCase() }) : undefined;
      return duplicate ? null : quotaRejection(deps.storageQuotaBytesPerYear);
    },
    received(file, expectedHash) {
      // As the commit counts (files in the order sent, while they fit), so a file that will not be
      // kept takes no room from the ones after it; the exact count happens again under the row lock.
      if (!rejectionOf(file, expectedHash) && usedBytes + file.size <= deps.storageQuotaBytesPerYear) usedBytes += file.size;
    },
  };
}

/** A file part refused before any of its bytes were written. */
export type RefusedFile = { originalName: string; refusal: { code: string; message: string } };

/**
 * Keeps the good files of one upload (its year, category and status checked by openUpload
 * before the first file was written) and refuses the others one by one. Files are durable on
 * disk before their rows are committed; all rows, the status step 2→3 (when this upload
 * completes the four required documents) and the audit rows commit in one transaction.
 */
export async function storeUploadedFiles(
  deps: DocumentsDeps,
  args: { userId: number; taxYear: number; categoryId: number; files: (ReceivedFile | RefusedFile)[]; hashes: string[]; language: Language; now: Date },
): Promise<UploadResponse> {
  if (args.files.length === 0) throw new AppError(UPLOAD_ERROR_CODES.noFiles, 400, 'No file was sent');

  const results: (UploadResult | { pending: ReceivedFile; storageKey: string })[] = [];
  for (const [i, file] of args.files.entries()) {
    if ('refusal' in file) {
      results.push({ status: 'rejected', fileName: file.originalName, reason: file.refusal });
      continue;
    }
    const rejection = rejectionOf(file, args.hashes[i]);
    if (rejection) {
      await deps.storage.discard({ tempPath: file.tempPath });
      results.push({ status: 'rejected', fileName: file.originalName, reason: rejection });
    } else {
      results.push({ pending: file, storageKey: await deps.storage.commitTemp(file.tempPath) });
    }
  }

  const pending = results.filter((r): r is { pending: ReceivedFile; storageKey: string } => 'pending' in r);
  const { categoryId } = args;
  let statusAdvanced = false;
  const unusedKeys: string[] = [];
  const overQuota: string[] = [];
  let followUpIds: number[] = [];
  let committed: Map<ReceivedFile, { row: data.FileRow; duplicate: boolean } | { rejected: { code: string; message: string } }>;
  try {
    committed = await deps.db.transaction(async (tx) => {
      // Checked again under the row lock: a 'Finish Section' or transmission that happened while
      // the files streamed in wins, and these files are not kept.
      const statusRow = await findTaxYearStatusForChange(tx, args.userId, args.taxYear);
      const refusal = uploadRefusal(statusRow);
      if (refusal) throw refusal;
      const out = new Map<ReceivedFile, { row: data.FileRow; duplicate: boolean } | { rejected: { code: string; message: string } }>();
      // The storage quota, counted under the same row lock, so two uploads at once cannot both
      // take the last free bytes. Files are taken in the order sent while they fit; the same
      // bytes again (a duplicate) take no new space.
      let usedBytes = await data.storedBytesOfYear(tx, args.userId, args.taxYear);
      for (const { pending: file, storageKey } of pending) {
        if (usedBytes + file.size > deps.storageQuotaBytesPerYear) {
          const existing = await data.findDuplicate(tx, { userId: args.userId, taxYear: args.taxYear, categoryId, sha256: file.sha256 });
          if (existing) out.set(file, { row: existing, duplicate: true });
          else out.set(file, { rejected: quotaRejection(deps.storageQuotaBytesPerYear) });
          overQuota.push(storageKey);
          continue;
        }
        const inserted = await data.insertFileUnlessDuplicate(tx, {
          userId: args.userId,
          taxYear: args.taxYear,
          categoryId,
          originalName: file.originalName,
          mimeType: KIND_INFO[file.kind!].mimeType,
          size: file.size,
          sha256: file.sha256,
          storageKey,
          ...file.envelope,
          createdAt: args.now,
        });
        if (inserted) {
          out.set(file, { row: inserted, duplicate: false });
          usedBytes += file.size;
        } else {
          unusedKeys.push(storageKey);
          const existing = await data.findDuplicate(tx, { userId: args.userId, taxYear: args.taxYear, categoryId, sha256: file.sha256 });
          out.set(file, { row: existing!, duplicate: true });
        }
      }
      const newRows = [...out.values()].flatMap((v) => ('row' in v && !v.duplicate ? [v.row] : []));
      const newIds = newRows.map((row) => row.id);
      if (deps.followUp && newRows.length) {
        followUpIds = await deps.followUp.record(tx, newRows.map((row) => ({ id: row.id, userId: row.userId, categoryId: row.categoryId, mimeType: row.mimeType })), args.now);
      }
      if (newIds.length) {
        const answersRequest = isDocumentsRequestOpen(uploadStatusOf(statusRow));
        await writeAudit(tx, {
          userId: args.userId,
          actorUserId: args.userId,
          action: 'document.upload',
          details: { taxYear: args.taxYear, categoryId, fileIds: newIds, ...(answersRequest ? { requestedByExperts: true } : {}) },
          at: args.now,
        });
        // The experts asked for documents: this delivery closes the request (one upload each time).
        if (answersRequest) await setDocumentsRequested(tx, { userId: args.userId, taxYear: args.taxYear, requestedAt: null, now: args.now });
      }
      const current = statusRow?.statusId ?? INITIAL_TAX_STATUS_ID;
      if (current === TAX_STATUS.documentsPending && hasAllRequiredDocuments(await uploadedCategoryIds(tx, args.userId, args.taxYear))) {
        statusAdvanced = await advanceTaxStatus(tx, {
          userId: args.userId,
          taxYear: args.taxYear,
          from: TAX_STATUS.documentsPending,
          to: TAX_STATUS.documentsSubmitted,
          actor: { userId: args.userId, kind: 'user' },
          now: args.now,
          reason: 'required_documents_uploaded',
        });
      }
      return out;
    });
  } catch (error) {
    await Promise.all(pending.map((p) => deps.storage.discard({ storageKey: p.storageKey })));
    throw error;
  }
  await Promise.all([...unusedKeys, ...overQuota].map((storageKey) => deps.storage.discard({ storageKey })));
  if (followUpIds.length) deps.followUp!.dispatch(followUpIds);

  const finalResults: UploadResult[] = results.map((r) => {
    if (!('pending' in r)) return r;
    const outcome = committed.get(r.pending)!;
    if ('rejected' in outcome) return { status: 'rejected', fileName: r.pending.originalName, reason: outcome.rejected };
    const { row, duplicate } = outcome;
    return { status: 'fulfilled', value: { ...toDocumentFile(row, args.language), duplicate } };
  });
  return {
    files: finalResults.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
    failedCount: finalResults.filter((r) => r.status === 'rejected').length,
    results: finalResults,
    statusAdvanced,
    taxStatus: await getTaxStatusRecord(deps.db, { userId: args.userId, taxYear: args.taxYear }),
  };
}

const GB = BYTES_PER_GB;

function quotaRejection(limitBytes: number) {
  const limit = limitBytes >= GB ? `${+(limitBytes / GB).toFixed(2)} GB` : `${+(limitBytes / MB).toFixed(2)} MB`;
  return {
    code: ERROR_CODES.storageQuotaExceeded,
    message: `Your documents for this tax year would exceed the storage limit of ${limit}; this file was not stored`,
    params: { limit },
  } satisfies CodedError;
}

/** How much of the year's storage quota the person's documents use (shown next to the upload). */
export async function storageUsage(deps: Pick<DocumentsDeps, 'db' | 'storageQuotaBytesPerYear'>, args: { userId: number; taxYear: number }): Promise<StorageUsage> {
  return { taxYear: args.taxYear, usedBytes: await data.storedBytesOfYear(deps.db, args.userId, args.taxYear), limitBytes: deps.storageQuotaBytesPerYear };
}

type UploadStatusRow = { statusId: number; advancedTaxLocked: boolean; documentsRequestedAt: Date | null };

function uploadStatusOf(row: UploadStatusRow | undefined): UploadStatusInput {
  return { statusId: row?.statusId ?? INITIAL_TAX_STATUS_ID, advancedTaxLocked: row?.advancedTaxLocked ?? false, documentsRequested: row?.documentsRequestedAt != null };
}

/** Why a year takes no documents now (the shared rule canUploadDocuments), as the API answers it. */
function uploadRefusal(row: UploadStatusRow | undefined): AppError | null {
  switch (uploadBlocker(uploadStatusOf(row))) {
    case null:
      return null;
    case 'SECTION_LOCKED':
      return new AppError(ERROR_CODES.sectionLocked, 409, 'This tax year is finished and locked; no documents can be added');
    case 'PROFILE_INCOMPLETE':
      return new AppError(UPLOAD_ERROR_CODES.notAllowed, 403, 'Complete your tax profile before uploading documents');
    case 'TRANSMITTED':
      return new AppError(UPLOAD_ERROR_CODES.notAllowed, 403, 'The documents for this tax year have already been transmitted');
  }
}

/** The year's files for the file history, each read one with where its reading stands. */
export async function listFiles(db: Db, args: { userId: number; taxYear: number; language: Language }): Promise<ListedFile[]> {
  return (await data.listFilesOfUser(db, args.userId, args.taxYear)).map(({ file, recognition }) => {
    const listed = toDocumentFile(file, args.language);
    if (!recognition) return listed;
    const summary: FileRecognitionSummary = {
      status: recognition.status as FileRecognitionSummary['status'],
      kind: recognition.kind as FileRecognitionSummary['kind'],
      confirmedAt: recognition.confirmedAt?.toISOString() ?? null,
    };
    return { ...listed, recognition: summary };
  });
}

/** A stored file of its owner, checked end to end before any byte is sent. */
export async function openFileContent(deps: DocumentsDeps, args: { userId: number; fileId: number }) {
  const row = await data.findFileOfUser(deps.db, args.userId, args.fileId);
  if (!row) throw notFound('File not found');
  if (!(await deps.storage.verify(row))) {
    throw new AppError(ERROR_CODES.fileDamaged, 500, 'The stored file is damaged and cannot be delivered; please contact support');
  }
  return { row, stream: deps.storage.openDecrypted(row) };
}

export async function sweepStorage(deps: Pick<DocumentsDeps, 'db' | 'storage'>) {
  return deps.storage.sweep((keys) => data.knownStorageKeys(deps.db, keys));
}
