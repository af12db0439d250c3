import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { invoices, paymentEvents, subscriptions, users } from '../../db/schema';

export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/** The year's subscription, locked until the transaction ends so two payments apply one after the other. */
export async function lockSubscription(tx: DbOrTx, userId: number, taxYear: number) {
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

/** True when the user paid (card or invoice) for a tax year before `taxYear`. */
export async function hasPaidSubscriptionBefore(db: DbOrTx, userId: number, taxYear: number): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), lt(subscriptions.taxYear, taxYear), inArray(subscriptions.source, ['stripe', 'invoice'])))
    .limit(1);
  return rows.length > 0;
}

/** Serialises the payment work of one user (two invoice requests at once, two payments at once). */
export async function lockUser(tx: DbOrTx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length === 1;
}

/** Records a provider event as handled; false when it was handled before (a redelivery). */
export async function recordPaymentEvent(tx: DbOrTx, event: { eventId: string; type: string; receivedAt: Date }): Promise<boolean> {
  const rows = await tx.insert(paymentEvents).values(event).onConflictDoNothing({ target: paymentEvents.eventId }).returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

/** The next invoice id, taken before the insert so the payment reference can be derived from it. */
export async function nextInvoiceId(tx: DbOrTx): Promise<number> {
  const result = (await tx.execute(sql`select nextval(pg_get_serial_sequence('invoices', 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]!.id);
}

export async function insertInvoice(tx: DbOrTx, row: NewInvoiceRow): Promise<InvoiceRow> {
  const rows = await tx.insert(invoices).values(row).returning();
  return rows[0]!;
}

export async function findOpenInvoice(db: DbOrTx, userId: number, taxYear: number, plan: InvoiceRow['plan']): Promise<InvoiceRow | undefined> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.taxYear, taxYear), eq(invoices.plan, plan), eq(invoices.status, 'open')))
    .orderBy(asc(invoices.id))
    .limit(1);
  return rows[0];
}

export async function listInvoicesOfUser(db: DbOrTx, userId: number, taxYear: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.taxYear, taxYear)))
    .orderBy(asc(invoices.id));
}

export async function findInvoiceOfUser(db: DbOrTx, userId: number, id: number): Promise<InvoiceRow | undefined> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)))
    .limit(1);
  return rows[0];
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
