import { randomInt, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { recognitionFailureOf } from '@shared/contract/document-recognition';
import { ERROR_CODES } from '@shared/contract/errors';
import { exportFileName, staffAccessEntrySchema, type DeleteAccountResponse, type RetainedRecord } from '@shared/contract/privacy';
import { DOCUMENT_CATEGORIES } from '@shared/domain/document-categories';
import { isActiveLanguage, type Language } from '@shared/domain/languages';
import { notificationsFor } from '../../platform/notification-texts';
import type { Db } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { MINUTE } from '../../platform/clock';
import { currentPrefix, fieldKeyring, reseal } from '../../platform/field-encryption';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hmacHex } from '../../platform/secrets';
import type { BlobStorage, StoredFile } from '../../platform/storage';
import * as data from './data';
import { exportReadme } from './export-readme';
import { deletionCodeEmail, deletionDoneEmail } from './privacy-emails';
import { sealRecord } from './sealed-records';

type StaffAccessEntry = z.infer<typeof staffAccessEntrySchema>;

/** The newest 200 are plenty for a person reading the list; older rows stay in the audit log. */
export const STAFF_ACCESS_LIMIT = 200;

const SUBJECTS = staffAccessEntrySchema.shape.subject.options;

/**
 * Who at the provider opened the taxpayer's data, what and when (GET /api/privacy/staff-access).
 * A staff member is named by name, else by e-mail address; one whose account is gone reads
 * 'Helvetax'. The role is today's role: an expert whose role was revoked still read as expert.
 */
export async function listStaffAccess(db: Db, args: { userId: number }): Promise<StaffAccessEntry[]> {
  const rows = await data.listStaffReads(db, args.userId, STAFF_ACCESS_LIMIT);
  return rows.map((row) => {
    const name = [row.firstName, row.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
    const subject = SUBJECTS.find((s) => s === row.details.subject) ?? 'case';
    const taxYear = typeof row.details.taxYear === 'number' ? row.details.taxYear : null;
    return {
      at: row.at.toISOString(),
      staffName: name || row.email || 'Helvetax',
      staffRole: row.role === 'admin' ? 'admin' : 'expert',
      subject,
      taxYear,
    };
  });
}

export type PrivacyDeps = { db: Db; storage: BlobStorage; mailer: Mailer; codeHmacKey: Buffer };

const sessionGone = () => new AppError(ERROR_CODES.sessionExpired, 401, 'Your session has expired, please log in again');
const languageOf = (value: string): Language => (isActiveLanguage(value) ? value : 'de');

// ---------------------------------------------------------------------------------------------
// Export (FADP Art. 25 and 28, GDPR Art. 15 and 20)

/** A file name that is safe in any unzip tool: no folders, no control characters, not too long. */
export function safeEntryName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // Control and format characters (bidi overrides too) and what file systems refuse.
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(-120);
  return cleaned || 'document';
}

function categoryFolder(categoryId: number): string {
  const category = DOCUMENT_CATEGORIES.find((c) => c.id === categoryId);
  return `${String(categoryId).padStart(2, '0')}-${category?.key ?? 'other'}`;
}

/**
 * A stream that opens its source only when first read. The ZIP library reads its entries one
 * after another, so of all the documents only the one being written is open and decrypting.
 */
function openWhenRead(open: () => Readable): Readable {
  let source: Readable | undefined;
  const out = new Readable({
    read() {
      if (source) {
        source.resume();
        return;
      }
      source = open();
      source.on('data', (chunk: Buffer) => {
        if (!out.push(chunk)) source!.pause();
      });
      source.on('end', () => out.push(null));
      source.on('error', (error) => out.destroy(error));
    },
    destroy(error, done) {
      source?.destroy();
      done(error);
    },
  });
  return out;
}

/**
 * Everything stored about the person as a ZIP stream: data.json, README.txt and every document
 * and finished tax return decrypted. The JSON is built in memory (rows, no file content); the
 * files stream from storage through the ZIP to the client, so a large account never sits in
 * memory. The export itself is recorded in the audit log.
 */
export async function exportPersonalData(deps: Pick<PrivacyDeps, 'db' | 'storage'>, args: { userId: number; now: Date }) {
  const user = await data.findUser(deps.db, args.userId);
  if (!user) throw sessionGone();
  const rows = await data.loadPersonalRows(deps.db, args.userId);

  const documents = rows.documents.map((f) => ({
    row: f,
    path: `documents/${f.taxYear}/${categoryFolder(f.categoryId)}/${f.id}-${safeEntryName(f.originalName)}`,
  }));
  const taxReturns = rows.returns.map((r) => ({ row: r, path: `tax-returns/${r.taxYear}/${r.id}-${safeEntryName(r.originalName)}` }));
  const documentsRequestedYears = rows.statuses.filter((s) => s.documentsRequestedAt).map((s) => s.taxYear);

  const exportedAt = args.now.toISOString();
  const json = {
    format: 'helvetax-personal-data-export',
    version: 1,
    exportedAt,
    account: user,
    taxYears: rows.statuses,
    statusHistory: rows.audit.filter((a) => a.action === 'tax_status.change'),
    taxDeclarations: rows.declarations,
    advancedTaxInformation: { sections: rows.sections, categoryPreferences: rows.preferences },
    taxEfficiencyFigures: rows.efficiencyFigures,
    // The stored failure is a code (or, in rows stored before the codes, its English sentence): both, as the API answers them.
    documentRecognitions: rows.recognitions.map((r) => ({ ...r, ...recognitionFailureOf(r.failure) })),
    messages: rows.threads,
    contactRequests: rows.contacts,
    subscriptions: rows.subs,
    invoices: rows.bills,
    notifications: notificationsFor({ ...user, documentsRequestedYears }, languageOf(user.language)),
    termsAcceptances: rows.terms,
    documents: documents.map(({ row, path }) => ({
      id: row.id,
      taxYear: row.taxYear,
      categoryId: row.categoryId,
      category: DOCUMENT_CATEGORIES.find((c) => c.id === row.categoryId)?.key ?? null,
      originalName: row.originalName,
      mimeType: row.mimeType,
      size: row.size,
      sha256: row.sha256,
      uploadedAt: row.createdAt,
      path,
    })),
    taxReturns: taxReturns.map(({ row, path }) => ({
      id: row.id,
      taxYear: row.taxYear,
      originalName: row.originalName,
      size: row.size,
      sha256: row.sha256,
      uploadedAt: row.createdAt,
      path,
    })),
    auditLog: rows.audit.map((a) => ({ ...a, byYou: a.actorUserId === user.id })),
    sessions: rows.sessionRows,
    rememberedDevices: rows.devices,
  };

  await writeAudit(deps.db, {
    userId: user.id,
    actorUserId: user.id,
    action: 'privacy.export',
    details: { documents: documents.length, taxReturns: taxReturns.length },
    at: args.now,
  });

  // Loaded on first use: only a data export needs the zip writer.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.append(Buffer.from(JSON.stringify(json, null, 2), 'utf8'), { name: 'data.json', date: args.now });
  archive.append(exportReadme({ exportedAt, documentCount: documents.length, taxReturnCount: taxReturns.length, language: languageOf(user.language) }), { name: 'README.txt', date: args.now });
  const stored = (row: StoredFile) => ({ storageKey: row.storageKey, iv: row.iv, authTag: row.authTag, wrappedKey: row.wrappedKey });
  for (const entry of [...documents, ...taxReturns]) {
    const file = stored(entry.row);
    // Already-compressed kinds (PDF, JPEG, PNG) gain nothing from deflate: store them.
    archive.append(openWhenRead(() => deps.storage.openDecrypted(file)), { name: entry.path, date: entry.row.createdAt, store: true });
  }
  // finalize() settles when the whole archive has been read; a failure shows as a stream error.
  archive.finalize().catch(() => undefined);
  return { fileName: exportFileName(exportedAt), stream: archive as unknown as Readable };
}

// ---------------------------------------------------------------------------------------------
// Deletion (FADP Art. 32, GDPR Art. 17)

export const DELETION_CODE_VALIDITY_MS = 10 * MINUTE;
export const DELETION_CODE_RESEND_MS = 60_000;
export const DELETION_CODE_MAX_ATTEMPTS = 5;
/** OR 958f: business records are kept for ten years after the end of the business year. */
export const ACCOUNTING_RETENTION_YEARS = 10;

const invalidCode = () => new AppError(ERROR_CODES.invalidCode, 400, 'Invalid verification code');
/** The code is bound to the person and to this purpose: it can never be a sign-in code. */
const codeHmac = (key: Buffer, userId: number, code: string) => hmacHex(key, `account-deletion:${userId}:${code}`);

/** E-mails a fresh code to the account's own address (never to one the request names). */
export async function requestDeletionCode(deps: PrivacyDeps, args: { userId: number; now: Date }): Promise<void> {
  const user = await data.findUser(deps.db, args.userId);
  if (!user) throw sessionGone();
  const last = await data.latestDeletionCodeAt(deps.db, user.id);
  if (last) {
    const waitMs = DELETION_CODE_RESEND_MS - (args.now.getTime() - last.getTime());
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(ERROR_CODES.rateLimited, 429, `Please wait ${seconds} seconds before requesting a new code`, { seconds });
    }
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeId = await deps.db.transaction((tx) =>
    data.replaceDeletionCode(tx, {
      userId: user.id,
      codeHmac: codeHmac(deps.codeHmacKey, user.id, code),
      now: args.now,
      expiresAt: new Date(args.now.getTime() + DELETION_CODE_VALIDITY_MS),
    }),
  );
  try {
    await deps.mailer.send({ to: user.email, ...deletionCodeEmail(code, languageOf(user.language)), consoleSummary: `Account deletion code for user ${user.id}: ${code}` });
  } catch (error) {
    // A code nobody received must not block the next try for a minute.
    await data.deleteDeletionCode(deps.db, codeId);
    throw new AppError(ERROR_CODES.mailFailed, 502, 'Failed to send verification code', undefined, { cause: error });
  }
}

/**
 * Start-up care of the accounting records kept for deleted accounts: those whose ten years are
 * over are deleted (this also happens with every account deletion, an indexed delete that
 * usually finds nothing), and those sealed under an earlier APP_SECRET are sealed anew with the
 * current one, as the start-up re-encryption does for every other encrypted field, so removing
 * APP_SECRET_PREVIOUS never leaves a record nobody can open. Runs after the keyring is installed.
 */
export async function maintainRetainedRecords(db: Db, now: Date): Promise<{ expired: number; resealed: number }> {
  const expired = await data.deleteExpiredRetainedRecords(db, now);
  const keyring = fieldKeyring();
  let resealed = 0;
  for (;;) {
    const batch = await data.retainedRecordsToReseal(db, currentPrefix(keyring), 200);
    if (!batch.length) break;
    for (const row of batch) {
      await data.replaceSealedRecord(db, row.id, row.sealed, reseal(keyring, row.sealed));
      resealed += 1;
    }
  }
  return { expired, resealed };
}

/** 31 December of the tenth year after the booking's year, as an ISO date. */
function keepUntil(bookedAt: Date): string {
  return `${bookedAt.getUTCFullYear() + ACCOUNTING_RETENTION_YEARS}-12-31`;
}

/**
 * Deletes the account once the e-mailed code checks out. One transaction seals what accounting
 * law requires into retained_accounting_records, closes the cases the experts hold (their rows,
 * notes and queue entry go with the person), removes every row of the person and records the
 * deletion without naming them. After the commit: the encrypted files are deleted from disk
 * (one that fails stays as an orphan the start-up sweep removes), the person's e-mails still in
 * the outbox are removed, and the confirmation goes to the address that was deleted.
 */
export async function deleteAccount(deps: PrivacyDeps, args: { userId: number; code: string; now: Date }): Promise<DeleteAccountResponse> {
  const candidate = await data.findUsableDeletionCode(deps.db, args.userId, args.now);
  if (!candidate) throw invalidCode();
  const expected = Buffer.from(candidate.codeHmac, 'hex');
  const given = Buffer.from(codeHmac(deps.codeHmacKey, args.userId, args.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await data.recordFailedDeletionAttempt(deps.db, candidate.id, DELETION_CODE_MAX_ATTEMPTS, args.now);
    throw invalidCode();
  }
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await data.claimDeletionCode(tx, candidate.id, DELETION_CODE_MAX_ATTEMPTS, args.now))) throw invalidCode();
    if (!(await data.lockPersonWithYears(tx, args.userId))) throw sessionGone();
    const user = await data.findUser(tx, args.userId);
    if (!user) throw sessionGone();
    const rows = await data.loadPersonalRows(tx, user.id);
    const closedCases = await data.openCases(tx, user.id);
    const customer = { email: user.email, firstName: user.firstName, lastName: user.lastName, street: user.street, zipCode: user.zipCode, city: user.city };

    const retainedRows = [
      ...rows.bills.map((invoice) => ({ kind: 'invoice' as const, bookedAt: invoice.createdAt, record: { invoice, customer } })),
      // A card payment is a booking of its own; an invoice-paid plan is covered by its invoice,
      // and a plan an admin granted moved no money.
      ...rows.subs.filter((s) => s.source === 'stripe').map((payment) => ({ kind: 'payment' as const, bookedAt: payment.activatedAt, record: { payment, customer } })),
    ];
    await data.insertRetainedRecords(
      tx,
      retainedRows.map((r) => ({
        kind: r.kind,
        sealed: sealRecord(r.record),
        bookedAt: r.bookedAt,
        accountDeletedAt: args.now,
        deleteAfter: new Date(`${r.bookedAt.getUTCFullYear() + ACCOUNTING_RETENTION_YEARS + 1}-01-01T00:00:00Z`),
      })),
    );
    await data.deletePersonRows(tx, user);
    await data.deleteExpiredRetainedRecords(tx, args.now);
    const retained: RetainedRecord[] = (['invoice', 'payment'] as const).flatMap((kind) => {
      const ofKind = retainedRows.filter((r) => r.kind === kind);
      if (!ofKind.length) return [];
      const until = ofKind.map((r) => keepUntil(r.bookedAt)).sort().at(-1)!;
      return [{ kind, count: ofKind.length, keepUntil: until, reason: 'accounting_law' as const }];
    });
    // The record of the deletion names nobody: the person's id now points at nothing.
    await writeAudit(tx, {
      userId: null,
      actorUserId: null,
      action: 'privacy.account_deleted',
      details: {
        closedCases: closedCases.map((c) => ({ taxYear: c.taxYear, statusId: c.statusId })),
        removedDocuments: rows.documents.length,
        removedTaxReturns: rows.returns.length,
        retained: retained.map((r) => ({ kind: r.kind, count: r.count })),
        auditEntries: 'deleted',
      },
      at: args.now,
    });
    return { email: user.email, language: languageOf(user.language), storageKeys: [...rows.documents, ...rows.returns].map((f) => f.storageKey), retained };
  });

  await Promise.allSettled(outcome.storageKeys.map((storageKey) => deps.storage.discard({ storageKey })));
  await deps.mailer.forgetRecipient?.(outcome.email).catch(() => 0);
  // The account is gone whatever happens to this e-mail: its failure must not undo or hide that.
  await deps.mailer.send({ to: outcome.email, ...deletionDoneEmail(outcome.retained, outcome.language) }).catch(() => undefined);
  return { deleted: true, retained: outcome.retained };
}
