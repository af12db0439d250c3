import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { taxEfficiencyFigures } from '../../db/schema';

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
