import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { termsAcceptances } from '../../db/schema';

export async function insertTermsAcceptance(db: DbOrTx, row: { userId: number; acceptedAt: Date; ipAddress: string; userAgent: string | null }) {
  await db.insert(termsAcceptances).values(row);
}

export async function countTermsAcceptances(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.select({ id: termsAcceptances.id }).from(termsAcceptances).where(eq(termsAcceptances.userId, userId));
  return rows.length;
}
