import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { documentRecognitions, files, taxEfficiencyFigures } from '../../db/schema';
import { RECOGNITION_IDENTIFIER_PATHS } from '../../platform/encryption-at-rest/identifier-paths';
import { fieldKeyring, openJsonFields } from '../../platform/field-encryption';

export type StoredFigures = { figures: unknown; updatedAt: Date };

/** The figures one user entered for one tax year, if any. */
export async function findFigures(db: DbOrTx, userId: number, taxYear: number): Promise<StoredFigures | undefined> {
  const [row] = await db
    .select({ figures: taxEfficiencyFigures.figures, updatedAt: taxEfficiencyFigures.updatedAt })
    .from(taxEfficiencyFigures)
    .where(and(eq(taxEfficiencyFigures.userId, userId), eq(taxEfficiencyFigures.taxYear, taxYear)));
  return row;
}

/** Replaces the figures of one user's tax year (one row per user and year). */
export async function upsertFigures(db: DbOrTx, row: { userId: number; taxYear: number; figures: unknown; now: Date }): Promise<void> {
  await db
    .insert(taxEfficiencyFigures)
    .values({ userId: row.userId, taxYear: row.taxYear, figures: row.figures, updatedAt: row.now })
    .onConflictDoUpdate({
      target: [taxEfficiencyFigures.userId, taxEfficiencyFigures.taxYear],
      set: { figures: row.figures, updatedAt: row.now },
    });
}

export type ConfirmedRecognition = { fileId: number; name: string; categoryId: number; kind: string; confirmedResult: unknown };

/**
 * The documents one user uploaded for one tax year whose recognised figures they confirmed (e-tax
 * statements and salary certificates), oldest upload first; the category says whose salary a
 * certificate is. Read here rather than through the document-recognition feature: features do
 * not import each other, and the tables are shared.
 */
export async function findConfirmedRecognitions(db: DbOrTx, userId: number, taxYear: number): Promise<ConfirmedRecognition[]> {
  const rows = await db
    .select({
      fileId: files.id,
      name: files.originalName,
      categoryId: files.categoryId,
      kind: documentRecognitions.kind,
      confirmedResult: documentRecognitions.confirmedResult,
    })
    .from(documentRecognitions)
    .innerJoin(files, eq(files.id, documentRecognitions.fileId))
    .where(
      and(
        eq(documentRecognitions.userId, userId),
        eq(files.userId, userId),
        eq(files.taxYear, taxYear),
        eq(documentRecognitions.status, 'done'),
        isNotNull(documentRecognitions.confirmedAt),
      ),
    )
    .orderBy(asc(files.id));
  // The identifiers in the figures are stored encrypted: the service gets them as confirmed.
  const keyring = fieldKeyring();
  return rows.map((row) => ({ ...row, confirmedResult: openJsonFields(keyring, row.confirmedResult, RECOGNITION_IDENTIFIER_PATHS) }));
}
