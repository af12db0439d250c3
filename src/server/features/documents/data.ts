import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { documentRecognitions, files, taxReturns } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

/** Inserts a document unless the same bytes are already there for that user, year and category. */
export async function insertFileUnlessDuplicate(db: DbOrTx, row: NewFileRow): Promise<FileRow | undefined> {
  const rows = await db.insert(files).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function findDuplicate(db: DbOrTx, key: { userId: number; taxYear: number; categoryId: number; sha256: string }) {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.userId, key.userId), eq(files.taxYear, key.taxYear), eq(files.categoryId, key.categoryId), eq(files.sha256, key.sha256)))
    .limit(1);
  return rows[0];
}

/** A year's files, newest first, each with where its reading stands (null for a file that is not read). */
export async function listFilesOfUser(db: DbOrTx, userId: number, taxYear: number) {
  return db
    .select({
      file: files,
      recognition: { status: documentRecognitions.status, kind: documentRecognitions.kind, confirmedAt: documentRecognitions.confirmedAt },
    })
    .from(files)
    .leftJoin(documentRecognitions, and(eq(documentRecognitions.fileId, files.id), eq(documentRecognitions.userId, userId)))
    .where(and(eq(files.userId, userId), eq(files.taxYear, taxYear)))
    .orderBy(desc(files.createdAt), desc(files.id));
}

/** How many bytes of documents (plaintext sizes) the person keeps for that year: what the storage quota counts. */
export async function storedBytesOfYear(db: DbOrTx, userId: number, taxYear: number): Promise<number> {
  const rows = await db
    .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(and(eq(files.userId, userId), eq(files.taxYear, taxYear)));
  return Number(rows[0]?.bytes ?? 0);
}

export async function findFileOfUser(db: DbOrTx, userId: number, id: number): Promise<FileRow | undefined> {
  const rows = await db.select().from(files).where(and(eq(files.id, id), eq(files.userId, userId))).limit(1);
  return rows[0];
}

/**
 * Which of these storage keys belong to a row (the start-up sweep deletes the others): the
 * taxpayers' documents and the finished returns the experts upload share the same storage.
 */
export async function knownStorageKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const batch = keys.slice(i, i + 500);
    const documents = await db.select({ storageKey: files.storageKey }).from(files).where(inArray(files.storageKey, batch));
    const returns = await db.select({ storageKey: taxReturns.storageKey }).from(taxReturns).where(inArray(taxReturns.storageKey, batch));
    for (const r of [...documents, ...returns]) known.add(r.storageKey);
  }
  return known;
}
