import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RecognitionFailureCode } from '@shared/contract/document-recognition';
import type { DbOrTx } from '../../db/connect';
import { documentRecognitions, files } from '../../db/schema';
import { RECOGNITION_IDENTIFIER_PATHS } from '../../platform/encryption-at-rest/identifier-paths';
import { fieldKeyring, openJsonFields, sealJsonFields } from '../../platform/field-encryption';

export type RecognitionRow = typeof documentRecognitions.$inferSelect;

/**
 * The identifiers a document shows (the employee's AHV number, account and depot numbers) are
 * stored encrypted (identifier-paths.ts) and opened here, so the service and the API see the
 * figures as read. A row written in plain before this still reads; the start-up sweep seals it.
 */
function sealResult(result: unknown): unknown {
  return sealJsonFields(fieldKeyring(), result, RECOGNITION_IDENTIFIER_PATHS);
}

function openRow(row: RecognitionRow): RecognitionRow {
  const keyring = fieldKeyring();
  return {
    ...row,
    result: openJsonFields(keyring, row.result, RECOGNITION_IDENTIFIER_PATHS),
    confirmedResult: openJsonFields(keyring, row.confirmedResult, RECOGNITION_IDENTIFIER_PATHS),
  };
}

export async function insertPending(db: DbOrTx, rows: { fileId: number; userId: number }[], now: Date): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(documentRecognitions)
    .values(rows.map((r) => ({ fileId: r.fileId, userId: r.userId, status: 'pending', kind: 'unknown', updatedAt: now })))
    .onConflictDoNothing()
    .returning({ fileId: documentRecognitions.fileId });
  return inserted.map((r) => r.fileId);
}

export async function findOfUser(db: DbOrTx, userId: number, fileId: number): Promise<RecognitionRow | undefined> {
  const [row] = await db
    .select()
    .from(documentRecognitions)
    .where(and(eq(documentRecognitions.fileId, fileId), eq(documentRecognitions.userId, userId)));
  return row && openRow(row);
}

/** Any taxpayer's recognition with its file's year (staff reads, which are audited). */
export async function findWithTaxYear(db: DbOrTx, fileId: number): Promise<{ recognition: RecognitionRow; taxYear: number } | undefined> {
  const [row] = await db
    .select({ recognition: documentRecognitions, taxYear: files.taxYear })
    .from(documentRecognitions)
    .innerJoin(files, eq(files.id, documentRecognitions.fileId))
    .where(eq(documentRecognitions.fileId, fileId));
  return row && { ...row, recognition: openRow(row.recognition) };
}

/** What the job needs: the recognition's state and the stored file to read. */
export async function findForJob(db: DbOrTx, fileId: number) {
  const [row] = await db
    .select({
      status: documentRecognitions.status,
      attempts: documentRecognitions.attempts,
      file: {
        categoryId: files.categoryId,
        mimeType: files.mimeType,
        storageKey: files.storageKey,
        iv: files.iv,
        authTag: files.authTag,
        wrappedKey: files.wrappedKey,
      },
    })
    .from(documentRecognitions)
    .innerJoin(files, eq(files.id, documentRecognitions.fileId))
    .where(eq(documentRecognitions.fileId, fileId));
  return row;
}

export async function markRunning(db: DbOrTx, fileId: number, now: Date): Promise<void> {
  await db
    .update(documentRecognitions)
    .set({ status: 'running', attempts: sql`${documentRecognitions.attempts} + 1`, updatedAt: now })
    .where(eq(documentRecognitions.fileId, fileId));
}

export async function markDone(db: DbOrTx, fileId: number, args: { kind: string; result: unknown; now: Date }): Promise<void> {
  await db
    .update(documentRecognitions)
    .set({ status: 'done', kind: args.kind, result: sealResult(args.result), failure: null, updatedAt: args.now })
    .where(eq(documentRecognitions.fileId, fileId));
}

/** The `failure` column holds the reason's code (rows stored before the codes hold its English sentence). */
export async function markFailed(db: DbOrTx, fileId: number, args: { failureCode: RecognitionFailureCode; now: Date }): Promise<void> {
  await db
    .update(documentRecognitions)
    .set({ status: 'failed', kind: 'unknown', result: null, failure: args.failureCode, updatedAt: args.now })
    .where(eq(documentRecognitions.fileId, fileId));
}

/** Stores the confirmed figures when the recognition of this owner's file is done; undefined otherwise. */
export async function confirm(
  db: DbOrTx,
  args: { userId: number; fileId: number; confirmedResult: unknown; changedByTaxpayer: boolean; now: Date },
): Promise<RecognitionRow | undefined> {
  const [row] = await db
    .update(documentRecognitions)
    .set({ confirmedResult: sealResult(args.confirmedResult), confirmedAt: args.now, changedByTaxpayer: args.changedByTaxpayer, updatedAt: args.now })
    .where(and(eq(documentRecognitions.fileId, args.fileId), eq(documentRecognitions.userId, args.userId), eq(documentRecognitions.status, 'done')))
    .returning();
  return row && openRow(row);
}

/**
 * Recognitions left unfinished whose job is not waiting, retrying or
 * running in pg-boss's table (the send after the commit failed, or the job ran out of attempts
 * while its process was down).
 */
export async function unfinishedWithoutJob(db: DbOrTx, args: { queue: string }): Promise<{ fileId: number; status: string }[]> {
  return db
    .select({ fileId: documentRecognitions.fileId, status: documentRecognitions.status })
    .from(documentRecognitions)
    .where(
      and(
        inArray(documentRecognitions.status, ['pending', 'running']),
        sql`not exists (select 1 from pgboss.job j where j.name = ${args.queue} and j.state in ('created', 'retry', 'active') and j.data->>'fileId' = ${documentRecognitions.fileId}::text)`,
      ),
    );
}
