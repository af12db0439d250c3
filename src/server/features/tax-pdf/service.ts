import { ERROR_CODES } from '@shared/contract/errors';
import type { ContactRequest } from '@shared/contract/expert';
import { hasFinishedReturn } from '@shared/domain/tax-status';
import type { Db } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { AppError } from '../../platform/errors';
import type { BlobStorage } from '../../platform/storage';
import { findTaxYearStatus } from '../../platform/tax-status/data';
import * as data from './data';

export type TaxPdfDeps = { db: Db; storage: BlobStorage };

const notAvailable = () => new AppError(ERROR_CODES.taxReturnNotAvailable, 404, 'No finished tax declaration is available for this year');

async function isFinished(db: Db, userId: number, taxYear: number): Promise<boolean> {
  const status = await findTaxYearStatus(db, userId, taxYear);
  return Boolean(status && hasFinishedReturn(status.statusId));
}

/** GET /api/tax-pdf/check-availability/{year}: a non-empty version exists and the year is at 5 or 6. */
export async function checkAvailability(db: Db, args: { userId: number; taxYear: number }): Promise<{ available: boolean }> {
  if (!(await isFinished(db, args.userId, args.taxYear))) return { available: false };
  const row = await data.findNewestTaxReturn(db, args.userId, args.taxYear);
  return { available: Boolean(row && row.size > 0) };
}

/**
 * The newest version of the owner's finished return, checked end to end against its tag before
 * a byte is sent. Missing, empty or not yet released (status below 5) → 404
 * TAX_RETURN_NOT_AVAILABLE; damaged on disk → 500 FILE_DAMAGED.
 */
export async function openTaxReturn(deps: TaxPdfDeps, args: { userId: number; taxYear: number }) {
  if (!(await isFinished(deps.db, args.userId, args.taxYear))) throw notAvailable();
  const row = await data.findNewestTaxReturn(deps.db, args.userId, args.taxYear);
  if (!row || row.size === 0) throw notAvailable();
  if (!(await deps.storage.verify(row))) {
    throw new AppError(ERROR_CODES.fileDamaged, 500, 'The stored file is damaged and cannot be delivered; please contact support');
  }
  return { row, stream: deps.storage.openDecrypted(row) };
}

export function toContactRequest(row: data.ContactRequestRow): ContactRequest {
  return {
    id: row.id,
    taxYear: row.taxYear,
    contactMethod: row.contactMethod,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
  };
}

/** GET /api/tax-pdf/contact-requests/{year}: the open requests, so the card can say so. */
export async function listOpenContactRequests(db: Db, args: { userId: number; taxYear: number }): Promise<ContactRequest[]> {
  return (await data.listOpenContactRequests(db, args.userId, args.taxYear)).map(toContactRequest);
}

/**
 * POST /api/tax-pdf/contact-request: 'please call me' / 'please e-mail me' about the finished
 * return, only at status 5 or 6 (409 WRONG_STATUS otherwise). At most one open request per
 * method and year: a repeat returns the open one with `created: false`. The row and its audit
 * row commit together.
 */
export async function requestContact(
  db: Db,
  args: { userId: number; taxYear: number; contactMethod: data.ContactMethod; now: Date },
): Promise<{ success: true; created: boolean; request: ContactRequest }> {
  return db.transaction(async (tx) => {
    const status = await findTaxYearStatus(tx, args.userId, args.taxYear);
    if (!status || !hasFinishedReturn(status.statusId)) {
      throw new AppError(ERROR_CODES.wrongStatus, 409, 'A contact request is possible once the finished tax declaration is available (status 5 or 6)');
    }
    const inserted = await data.insertContactRequestUnlessOpen(tx, {
      userId: args.userId,
      taxYear: args.taxYear,
      contactMethod: args.contactMethod,
      createdAt: args.now,
    });
    if (!inserted) {
      const open = await data.findOpenContactRequest(tx, args);
      // Resolved between the insert and this read: extremely unlikely; the caller may retry.
      if (!open) throw new AppError(ERROR_CODES.wrongStatus, 409, 'The contact request changed meanwhile, please try again');
      return { success: true as const, created: false, request: toContactRequest(open) };
    }
    await writeAudit(tx, {
      userId: args.userId,
      actorUserId: args.userId,
      action: 'contact_request.created',
      details: { taxYear: args.taxYear, contactMethod: args.contactMethod, requestId: inserted.id },
      at: args.now,
    });
    return { success: true as const, created: true, request: toContactRequest(inserted) };
  });
}
