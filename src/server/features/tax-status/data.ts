import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { taxYearStatuses } from '../../db/schema';

export async function findTaxYearStatus(db: DbOrTx, userId: number, taxYear: number) {
  const rows = await db
    .select()
    .from(taxYearStatuses)
    .where(and(eq(taxYearStatuses.userId, userId), eq(taxYearStatuses.taxYear, taxYear)))
    .limit(1);
  return rows[0];
}
