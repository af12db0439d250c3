import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { invoices, subscriptions, users } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The subscription of one user for one tax year (at most one: an upgrade replaces it), active or
 * not; isSubscriptionActive in the shared domain decides. Read by the subscription panel and by
 * transmission, which needs an active one.
 */
export async function findSubscription(db: DbOrTx, userId: number, taxYear: number): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.taxYear, taxYear)))
    .limit(1);
  return rows[0];
}

/** The year's subscription, locked until the transaction ends so two payments apply one after the other. */
export async function lockSubscription(tx: DbOrTx, userId: number, taxYear: number): Promise<SubscriptionRow | undefined> {
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.taxYear, taxYear)))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function insertSubscription(tx: DbOrTx, row: NewSubscriptionRow): Promise<void> {
  await tx.insert(subscriptions).values(row);
}

export async function replaceSubscription(tx: DbOrTx, id: number, userId: number, patch: Omit<NewSubscriptionRow, 'id' | 'userId' | 'taxYear'>): Promise<void> {
  await tx
    .update(subscriptions)
    .set(patch)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
}

/** Serialises the payment work of one user (two invoice requests at once, two payments at once). */
export async function lockUser(tx: DbOrTx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length === 1;
}

/** Any user's invoice: for recording a payment (an admin action, checked by its caller). */
export async function findInvoiceById(db: DbOrTx, id: number): Promise<InvoiceRow | undefined> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return rows[0];
}

/** Marks an open invoice paid; undefined when it was paid already (the step happens once). */
export async function markInvoicePaid(tx: DbOrTx, args: { id: number; paidAt: Date; recordedBy: number | null }): Promise<InvoiceRow | undefined> {
  const rows = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: args.paidAt, paidRecordedBy: args.recordedBy })
    .where(and(eq(invoices.id, args.id), eq(invoices.status, 'open')))
    .returning();
  return rows[0];
}
