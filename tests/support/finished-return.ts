import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { taxReturns, taxYearStatuses } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

/**
 * Puts a taxpayer's year where the experts leave it, without the expert feature: the year at
 * `statusId`, and (optionally) a finished return stored encrypted exactly like an upload.
 */
export async function setTaxYearStatus(t: TestApp, args: { userId: number; taxYear: number; statusId: number }) {
  const now = t.clock.now();
  await t.db
    .insert(taxYearStatuses)
    .values({ userId: args.userId, taxYear: args.taxYear, statusId: args.statusId, updatedAt: now })
    .onConflictDoUpdate({ target: [taxYearStatuses.userId, taxYearStatuses.taxYear], set: { statusId: args.statusId, updatedAt: now } });
}

export async function setDocumentsRequested(t: TestApp, args: { userId: number; taxYear: number; at: Date | null }) {
  await t.db
    .update(taxYearStatuses)
    .set({ documentsRequestedAt: args.at })
    .where(and(eq(taxYearStatuses.userId, args.userId), eq(taxYearStatuses.taxYear, args.taxYear)));
}

/** Stores `content` as a new version of the finished return (encrypted at rest) and returns its row. */
export async function storeTaxReturn(t: TestApp, args: { userId: number; taxYear: number; uploadedBy: number; content: Buffer; createdAt?: Date }) {
  const written = await t.storage.writeTemp(Readable.from([args.content]), () => undefined);
  const storageKey = await t.storage.commitTemp(written.tempPath);
  const rows = await t.db
    .insert(taxReturns)
    .values({
      userId: args.userId,
      taxYear: args.taxYear,
      uploadedBy: args.uploadedBy,
      originalName: 'steuererklaerung.pdf',
      size: written.size,
      sha256: createHash('sha256').update(args.content).digest('hex'),
      storageKey,
      ...written.envelope,
      createdAt: args.createdAt ?? t.clock.now(),
    })
    .returning();
  return rows[0]!;
}
