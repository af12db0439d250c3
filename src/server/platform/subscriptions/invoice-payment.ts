import type { Invoice } from '@shared/contract/subscription';
import type { Db } from '../../db/connect';
import { writeAudit } from '../audit/data';
import { notFound } from '../errors';
import { applyPaidSubscription } from './activation';
import { findInvoiceById, lockUser, markInvoicePaid, type InvoiceRow } from './data';

export function toInvoiceView(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    taxYear: row.taxYear,
    plan: row.plan,
    amountRappen: row.amountRappen,
    currency: 'CHF',
    reference: row.reference,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    downloadUrl: `/api/subscription/invoices/${row.id}/pdf`,
  };
}

/**
 * Records that an invoice was paid (the admin panel calls this): the invoice is marked paid and
 * the plan activated in one transaction with its audit rows. A second call changes nothing.
 * With `userId` the invoice must belong to that user (otherwise: not found).
 */
export async function recordInvoicePayment(
  db: Db,
  args: { invoiceId: number; userId?: number; recordedBy: number | null; now: Date },
): Promise<{ changed: boolean; invoice: Invoice }> {
  return db.transaction(async (tx) => {
    const found = await findInvoiceById(tx, args.invoiceId);
    if (!found || (args.userId !== undefined && found.userId !== args.userId)) throw notFound('Invoice not found');
    await lockUser(tx, found.userId);
    const paid = await markInvoicePaid(tx, { id: found.id, paidAt: args.now, recordedBy: args.recordedBy });
    if (!paid) return { changed: false, invoice: toInvoiceView((await findInvoiceById(tx, found.id))!) };
    await writeAudit(tx, {
      userId: paid.userId,
      actorUserId: args.recordedBy,
      action: 'invoice.paid',
      details: { invoiceId: paid.id, taxYear: paid.taxYear, plan: paid.plan, amountRappen: paid.amountRappen },
      at: args.now,
    });
    await applyPaidSubscription(tx, {
      userId: paid.userId,
      taxYear: paid.taxYear,
      plan: paid.plan,
      paymentPeriod: paid.paymentPeriod,
      source: 'invoice',
      amountRappen: paid.amountRappen,
      invoiceId: paid.id,
      actorUserId: args.recordedBy,
      paymentDetails: { invoiceId: paid.id },
      now: args.now,
    });
    return { changed: true, invoice: toInvoiceView(paid) };
  });
}
