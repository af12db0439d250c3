import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect';
import { files } from '../../../db/schema';

const thumbnailSource = {
  userId: files.userId,
  taxYear: files.taxYear,
  mimeType: files.mimeType,
  storageKey: files.storageKey,
  iv: files.iv,
  authTag: files.authTag,
  wrappedKey: files.wrappedKey,
};

/** The owner's stored file, what its thumbnail is drawn from; undefined for someone else's. */
export async function findFileOfUser(db: DbOrTx, userId: number, fileId: number) {
  const [row] = await db.select(thumbnailSource).from(files).where(and(eq(files.id, fileId), eq(files.userId, userId)));
  return row;
}

/** Any taxpayer's stored file (staff reads, which are audited). */
export async function findFile(db: DbOrTx, fileId: number) {
  const [row] = await db.select(thumbnailSource).from(files).where(eq(files.id, fileId));
  return row;
}

export type ThumbnailSource = NonNullable<Awaited<ReturnType<typeof findFile>>>;
