import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { taxYearStatuses } from '../../db/schema';

/** The user's tax years in which an expert asked for missing documents, oldest first. */
export async function yearsWithDocumentsRequested(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ taxYear: taxYearStatuses.taxYear })
    .from(taxYearStatuses)
    .where(and(eq(taxYearStatuses.userId, userId), isNotNull(taxYearStatuses.documentsRequestedAt)))
    .orderBy(asc(taxYearStatuses.taxYear));
  return rows.map((r) => r.taxYear);
}
