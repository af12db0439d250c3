import { ERROR_CODES } from '@shared/contract/errors';
import type { Invoice } from '@shared/contract/subscription';
import type { Language } from '@shared/domain/languages';
import { planPriceRappen, SOLD_PAYMENT_PERIOD, type SubscriptionPlanId } from '@shared/domain/subscription-plans';
import { isTaxYearOpen } from '@shared/domain/tax-years';
import type { InvoiceConfig } from '../../config';
import type { Db } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { AppError, notFound } from '../../platform/errors';
import { lockUser } from '../../platform/subscriptions/data';
import { toInvoiceView } from '../../platform/subscriptions/invoice-payment';
import { findUserById } from '../../platform/users/data';
import * as data from './data';
import { invoiceReference } from './payment-reference';
import { renderInvoicePdf, type InvoiceDebtor } from './qr-bill-invoice';
import { activePlanCovers, isInvoiceEligible } from './service';

export type InvoiceDeps = { db: Db; invoice: InvoiceConfig | undefined };

function requireInvoiceConfig(deps: InvoiceDeps): InvoiceConfig {
  if (!deps.invoice) throw new AppError(ERROR_CODES.invoiceNotConfigured, 503, 'Invoice payment is not configured on this server');
  return deps.invoice;
}

/**
 * Issues a QR-bill invoice for a plan, or returns the open one already issued for the same
 * user, year and plan. The subscription starts only when the payment is recorded.
 */
export async function createInvoice(deps: InvoiceDeps, args: { userId: number; taxYear: number; plan: SubscriptionPlanId; now: Date }): Promise<Invoice> {
  const config = requireInvoiceConfig(deps);
  if (!isTaxYearOpen(args.taxYear, args.now)) {
    throw new AppError(ERROR_CODES.taxYearNotOpen, 400, `Tax returns for ${args.taxYear} cannot be filed now`, { taxYear: args.taxYear });
  }
  if (!(await isInvoiceEligible(deps.db, args))) {
    throw new AppError(ERROR_CODES.invoiceNotEligible, 403, 'Payment by invoice is not available for this account');
  }
  const row = await deps.db.transaction(async (tx) => {
    // One request at a time per person: two quick clicks must not issue two invoices.
    await lockUser(tx, args.userId);
    if (await activePlanCovers(tx, args)) {
      throw new AppError(ERROR_CODES.alreadySubscribed, 409, `You already have this plan or a better one for ${args.taxYear}`, { taxYear: args.taxYear });
    }
    const open = await data.findOpenInvoice(tx, args.userId, args.taxYear, args.plan);
    if (open) return open;
    const id = await data.nextInvoiceId(tx);
    const amountRappen = planPriceRappen(args.plan, SOLD_PAYMENT_PERIOD);
    const created = await data.insertInvoice(tx, {
      id,
      userId: args.userId,
      taxYear: args.taxYear,
      plan: args.plan,
      paymentPeriod: SOLD_PAYMENT_PERIOD,
      amountRappen,
      reference: invoiceReference(id, config.iban),
      status: 'open',
      createdAt: args.now,
    });
    await writeAudit(tx, {
      userId: args.userId,
      actorUserId: args.userId,
      action: 'invoice.create',
      details: { invoiceId: id, taxYear: args.taxYear, plan: args.plan, amountRappen },
      at: args.now,
    });
    return created;
  });
  return toInvoiceView(row);
}

export async function listInvoices(db: Db, args: { userId: number; taxYear: number }): Promise<Invoice[]> {
  return (await data.listInvoicesOfUser(db, args.userId, args.taxYear)).map(toInvoiceView);
}

/** The invoice of its owner as a PDF with the QR bill; anyone else's invoice is 'not found'. */
export async function invoicePdf(deps: InvoiceDeps, args: { userId: number; invoiceId: number; language: Language }): Promise<{ pdf: Buffer; invoice: Invoice }> {
  const config = requireInvoiceConfig(deps);
  const row = await data.findInvoiceOfUser(deps.db, args.userId, args.invoiceId);
  if (!row) throw notFound('Invoice not found');
  const user = await findUserById(deps.db, args.userId);
  const debtor: InvoiceDebtor | undefined =
    user?.firstName?.trim() && user.lastName?.trim() && user.street?.trim() && user.zipCode?.trim() && user.city?.trim()
      ? { name: `${user.firstName.trim()} ${user.lastName.trim()}`, address: user.street.trim(), zip: user.zipCode.trim(), city: user.city.trim(), country: 'CH' }
      : undefined;
  const pdf = await renderInvoicePdf({ invoice: row, config, debtor, language: args.language });
  return { pdf, invoice: toInvoiceView(row) };
}
