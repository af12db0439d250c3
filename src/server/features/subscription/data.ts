import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { invoices, paymentEvents, subscriptions } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/** True when the user paid (card or invoice) for a tax year before `taxYear`. */
export async function hasPaidSubscriptionBefore(db: DbOrTx, userId: number, taxYear: number): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), lt(subscriptions.taxYear, taxYear), inArray(subscriptions.source, ['stripe', 'invoice'])))
    .limit(1);
  return rows.length > 0;
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
