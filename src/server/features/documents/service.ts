import { ERROR_CODES } from '@shared/contract/errors';
import { MAX_UPLOAD_BYTES, UPLOAD_ERROR_CODES, type DocumentFile, type UploadResponse, type UploadResult } from '@shared/contract/documents';
import { documentCategoryById, hasAllRequiredDocuments, listDocumentCategories, type CategoryMode } from '@shared/domain/document-categories';
import type { Language } from '@shared/domain/languages';
import { INITIAL_TAX_STATUS_ID } from '@shared/domain/tax-status';
import { isTaxYearOpen } from '@shared/domain/tax-years';
import type { Db } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { toDocumentFile } from '../../platform/documents/document-file';
import { AppError, notFound } from '../../platform/errors';
import type { BlobStorage } from '../../platform/storage';
import { findTaxYearStatus, findTaxYearStatusForChange, moveTaxYearStatus, setDocumentsRequested, uploadedCategoryIds } from '../../platform/tax-status/data';
import { getTaxStatusRecord } from '../../platform/tax-status/status-record';
import { KIND_INFO, kindMatchesName } from '../../platform/uploads/file-type';
import type { ReceivedFile } from '../../platform/uploads/receive-upload';
import * as data from './data';

export type DocumentsDeps = { db: Db; storage: BlobStorage };

export function documentCategories(mode: CategoryMode, language: Language) {
  return listDocumentCategories(mode, language);
}

const MB = 1024 * 1024;

/** Why a received file cannot be kept, or null when it can. */
function rejectionOf(file: ReceivedFile, expectedHash: string | undefined): { code: string; message: string } | null {
  if (file.truncated) return { code: UPLOAD_ERROR_CODES.tooLarge, message: `The file is too large: files must be smaller than ${MAX_UPLOAD_BYTES / MB} MB` };
  if (file.size === 0) return { code: UPLOAD_ERROR_CODES.empty, message: 'The file is empty' };
  if (!file.kind || !kindMatchesName(file.kind, file.originalName)) {
    return { code: UPLOAD_ERROR_CODES.unsupportedType, message: 'This file type is not accepted: upload PDF, JPEG, PNG, WebP, Word or text files whose name matches their content' };
  }
  if (!expectedHash) return { code: UPLOAD_ERROR_CODES.hashMissing, message: 'The SHA-256 checksum of the file is missing' };
  if (expectedHash.toLowerCase() !== file.sha256) {
    return { code: UPLOAD_ERROR_CODES.hashMismatch, message: 'The file was damaged on the way (checksum mismatch), please upload it again' };
  }
  return null;
}

/**
 * Keeps the good files of one upload and refuses the others one by one. Files are durable on
 * disk before their rows are committed; all rows, the status step 2→3 (when this upload
 * completes the four required documents) and the audit rows commit in one transaction.
 */
export async function storeUploadedFiles(
  deps: DocumentsDeps,
  args: { userId: number; taxYear: number; categoryId: number | undefined; files: ReceivedFile[]; hashes: string[]; language: Language; now: Date },
): Promise<UploadResponse> {
  const discardAll = () => Promise.all(args.files.map((f) => deps.storage.discard({ tempPath: f.tempPath })));
  try {
    await checkUploadAllowed(deps.db, args);
  } catch (error) {
    await discardAll();
    throw error;
  }

  const results: (UploadResult | { pending: ReceivedFile; storageKey: string })[] = [];
  for (const [i, file] of args.files.entries()) {
    const rejection = rejectionOf(file, args.hashes[i]);
    if (rejection) {
      await deps.storage.discard({ tempPath: file.tempPath });
      results.push({ status: 'rejected', fileName: file.originalName, reason: rejection });
    } else {
      results.push({ pending: file, storageKey: await deps.storage.commitTemp(file.tempPath) });
    }
  }

  const pending = results.filter((r): r is { pending: ReceivedFile; storageKey: string } => 'pending' in r);
  const categoryId = args.categoryId!;
  let statusAdvanced = false;
  const unusedKeys: string[] = [];
  let committed: Map<ReceivedFile, { row: data.FileRow; duplicate: boolean }>;
  try {
    committed = await deps.db.transaction(async (tx) => {
      // Checked again under the row lock: a 'Finish Section' or transmission that happened while
      // the files streamed in wins, and these files are not kept.
      const statusRow = await findTaxYearStatusForChange(tx, args.userId, args.taxYear);
      const refusal = uploadRefusal(statusRow);
      if (refusal) throw refusal;
      const out = new Map<ReceivedFile, { row: data.FileRow; duplicate: boolean }>();
      for (const { pending: file, storageKey } of pending) {
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
        } else {
          unusedKeys.push(storageKey);
          const existing = await data.findDuplicate(tx, { userId: args.userId, taxYear: args.taxYear, categoryId, sha256: file.sha256 });
          out.set(file, { row: existing!, duplicate: true });
        }
      }
      const newIds = [...out.values()].filter((v) => !v.duplicate).map((v) => v.row.id);
      if (newIds.length) {
        const answersRequest = isRequestedUpload(statusRow);
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
      if (current === 2 && hasAllRequiredDocuments(await uploadedCategoryIds(tx, args.userId, args.taxYear))) {
        statusAdvanced = await moveTaxYearStatus(tx, { userId: args.userId, taxYear: args.taxYear, from: 2, to: 3, now: args.now });
        if (statusAdvanced) {
          await writeAudit(tx, {
            userId: args.userId,
            actorUserId: args.userId,
            action: 'tax_status.change',
            details: { taxYear: args.taxYear, from: 2, to: 3, reason: 'required_documents_uploaded' },
            at: args.now,
          });
        }
      }
      return out;
    });
  } catch (error) {
    await Promise.all(pending.map((p) => deps.storage.discard({ storageKey: p.storageKey })));
    throw error;
  }
  await Promise.all(unusedKeys.map((storageKey) => deps.storage.discard({ storageKey })));

  const finalResults: UploadResult[] = results.map((r) => {
    if (!('pending' in r)) return r;
    const { row, duplicate } = committed.get(r.pending)!;
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

/** Uploads are for open tax years, existing categories, and the document phase (status 2 or 3). */
async function checkUploadAllowed(db: Db, args: { userId: number; taxYear: number; categoryId: number | undefined; files: ReceivedFile[]; now: Date }) {
  if (args.files.length === 0) throw new AppError(UPLOAD_ERROR_CODES.noFiles, 400, 'No file was sent');
  if (!isTaxYearOpen(args.taxYear, args.now)) throw new AppError(ERROR_CODES.taxYearNotOpen, 400, `Documents for ${args.taxYear} cannot be uploaded now`);
  if (args.categoryId === undefined || !documentCategoryById(args.categoryId)) {
    throw new AppError(UPLOAD_ERROR_CODES.categoryInvalid, 400, 'Please select a document category');
  }
  const refusal = uploadRefusal(await findTaxYearStatus(db, args.userId, args.taxYear));
  if (refusal) throw refusal;
}

type UploadStatusRow = { statusId: number; advancedTaxLocked: boolean; documentsRequestedAt: Date | null };

/** A transmitted year (status 4) whose experts asked for missing documents takes one upload. */
function isRequestedUpload(row: UploadStatusRow | undefined): boolean {
  return row?.statusId === 4 && row.documentsRequestedAt !== null;
}

/**
 * Why a year takes no documents now, or null. A year whose advanced section is finished
 * ('Finish Section') takes none at all, whatever the category: what the experts receive is
 * what the person closed. Otherwise uploads are for the document phase (status 2 and 3). The
 * one exception: the experts asked for missing documents on a transmitted year (status 4).
 */
function uploadRefusal(row: UploadStatusRow | undefined): AppError | null {
  if (isRequestedUpload(row)) return null;
  if (row?.advancedTaxLocked) return new AppError(ERROR_CODES.sectionLocked, 409, 'This tax year is finished and locked; no documents can be added');
  const status = row?.statusId ?? INITIAL_TAX_STATUS_ID;
  if (status < 2) return new AppError(UPLOAD_ERROR_CODES.notAllowed, 403, 'Complete your tax profile before uploading documents');
  if (status > 3) return new AppError(UPLOAD_ERROR_CODES.notAllowed, 403, 'The documents for this tax year have already been transmitted');
  return null;
}

export async function listFiles(db: Db, args: { userId: number; taxYear: number; language: Language }): Promise<DocumentFile[]> {
  return (await data.listFilesOfUser(db, args.userId, args.taxYear)).map((row) => toDocumentFile(row, args.language));
}

/** A stored file of its owner, checked end to end before any byte is sent. */
export async function openFileContent(deps: DocumentsDeps, args: { userId: number; fileId: number }) {
  const row = await data.findFileOfUser(deps.db, args.userId, args.fileId);
  if (!row) throw notFound('File not found');
  if (!(await deps.storage.verify(row))) {
    throw new AppError('FILE_DAMAGED', 500, 'The stored file is damaged and cannot be delivered; please contact support');
  }
  return { row, stream: deps.storage.openDecrypted(row) };
}

export async function sweepStorage(deps: DocumentsDeps) {
  return deps.storage.sweep((keys) => data.knownStorageKeys(deps.db, keys));
}
