import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { contactRequests, taxReturns } from '../../db/schema';

export type TaxReturnRow = typeof taxReturns.$inferSelect;
export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type ContactMethod = ContactRequestRow['contactMethod'];

/** The newest finished return of the owner's year: what the taxpayer downloads. */
export async function findNewestTaxReturn(db: DbOrTx, userId: number, taxYear: number): Promise<TaxReturnRow | undefined> {
  const rows = await db
    .select()
    .from(taxReturns)
    .where(and(eq(taxReturns.userId, userId), eq(taxReturns.taxYear, taxYear)))
    .orderBy(desc(taxReturns.createdAt), desc(taxReturns.id))
    .limit(1);
  return rows[0];
}

/** The owner's open (not yet resolved) contact requests of a year, oldest first. */
export async function listOpenContactRequests(db: DbOrTx, userId: number, taxYear: number): Promise<ContactRequestRow[]> {
  return db
    .select()
    .from(contactRequests)
    .where(and(eq(contactRequests.userId, userId), eq(contactRequests.taxYear, taxYear), isNull(contactRequests.resolvedAt)))
    .orderBy(asc(contactRequests.createdAt), asc(contactRequests.id));
}

/**
 * Stores an open request unless one of that method and year is already open (the partial
 * unique index decides, so two requests at the same moment still leave one row). Returns
 * the new row, or undefined when one was already open.
 */
export async function insertContactRequestUnlessOpen(
  db: DbOrTx,
  row: { userId: number; taxYear: number; contactMethod: ContactMethod; createdAt: Date },
): Promise<ContactRequestRow | undefined> {
  const inserted = await db.insert(contactRequests).values(row).onConflictDoNothing().returning();
  return inserted[0];
}

export async function findOpenContactRequest(db: DbOrTx, args: { userId: number; taxYear: number; contactMethod: ContactMethod }) {
  const rows = await db
    .select()
    .from(contactRequests)
    .where(
      and(
        eq(contactRequests.userId, args.userId),
        eq(contactRequests.taxYear, args.taxYear),
        eq(contactRequests.contactMethod, args.contactMethod),
        isNull(contactRequests.resolvedAt),
      ),
    )
    .limit(1);
  return rows[0];
}
