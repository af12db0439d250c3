import { and, eq, sql, type SQL } from 'drizzle-orm';
import { planRank } from '@shared/domain/subscription-plans';
import { INITIAL_TAX_STATUS_ID, TAX_STATUS } from '@shared/domain/tax-status';
import type { DbOrTx } from '../../db/connect';
import { files, subscriptions, taxYearStatuses, users } from '../../db/schema';

/**
 * The rank of the year's subscription plan as SQL (planRank; 0 without a subscription). Every
 * status change writes it into tax_year_statuses.plan_rank, so a year reaching the experts'
 * queue by any path carries the plan it is sorted by.
 */
export function currentPlanRank(userId: number, taxYear: number): SQL<number> {
  const rank = (plan: 'premium' | 'basic') => sql.raw(String(planRank(plan)));
  return sql<number>`coalesce((select case ${subscriptions.plan} when 'premium' then ${rank('premium')} when 'basic' then ${rank('basic')} end
    from ${subscriptions} where ${subscriptions.userId} = ${userId} and ${subscriptions.taxYear} = ${taxYear}), 0)`;
}

/** A subscription was activated or upgraded: the year's row (if there is one) takes its rank. */
export async function setPlanRank(db: DbOrTx, args: { userId: number; taxYear: number; planRank: number }): Promise<void> {
  await db
    .update(taxYearStatuses)
    .set({ planRank: args.planRank })
    .where(and(eq(taxYearStatuses.userId, args.userId), eq(taxYearStatuses.taxYear, args.taxYear)));
}

export async function findTaxYearStatus(db: DbOrTx, userId: number, taxYear: number) {
  const rows = await db
    .select()
    .from(taxYearStatuses)
    .where(and(eq(taxYearStatuses.userId, userId), eq(taxYearStatuses.taxYear, taxYear)))
    .limit(1);
  return rows[0];
}

/**
 * What the status record of one year needs, in one round trip: the year's row (absent at
 * status 1) and whether the person's tax profile is complete. Undefined for an unknown user.
 */
export async function findStatusRecordRow(db: DbOrTx, userId: number, taxYear: number) {
  const rows = await db
    .select({
      statusId: taxYearStatuses.statusId,
      advancedTaxLocked: taxYearStatuses.advancedTaxLocked,
      documentsRequestedAt: taxYearStatuses.documentsRequestedAt,
      isTaxProfileComplete: users.isTaxProfileComplete,
    })
    .from(users)
    .leftJoin(taxYearStatuses, and(eq(taxYearStatuses.userId, users.id), eq(taxYearStatuses.taxYear, taxYear)))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/**
 * The same row, locked until the calling transaction ends. Changes that depend on the year's
 * status or lock (section saves, uploads, 'Finish Section') read it this way first, so a
 * concurrent lock or transmission waits for them and they see its result, never a stale one.
 * A year without a row (status 1) has nothing to lock and nothing to change either.
 */
export async function findTaxYearStatusForChange(db: DbOrTx, userId: number, taxYear: number) {
  const rows = await db
    .select()
    .from(taxYearStatuses)
    .where(and(eq(taxYearStatuses.userId, userId), eq(taxYearStatuses.taxYear, taxYear)))
    .limit(1)
    .for('update');
  return rows[0];
}

/**
 * Locks the advanced section of a year ('Finish Section') in one conditional statement: only a
 * year at status 3 that is not locked yet. Returns false when nothing changed (already locked,
 * or the status moved meanwhile), so the lock happens exactly once.
 */
export async function lockAdvancedTaxYear(db: DbOrTx, args: { userId: number; taxYear: number; now: Date }): Promise<boolean> {
  const updated = await db
    .update(taxYearStatuses)
    .set({ advancedTaxLocked: true, advancedTaxLockedAt: args.now, updatedAt: args.now })
    .where(
      and(
        eq(taxYearStatuses.userId, args.userId),
        eq(taxYearStatuses.taxYear, args.taxYear),
        eq(taxYearStatuses.statusId, TAX_STATUS.documentsSubmitted),
        eq(taxYearStatuses.advancedTaxLocked, false),
      ),
    )
    .returning({ userId: taxYearStatuses.userId });
  return updated.length === 1;
}

/**
 * Moves a year's status from `from` to `to` in one statement (services call it through
 * advanceTaxStatus, which checks the step and writes the audit row). A year without a row counts as
 * status 1. Returns false when the status was no longer `from` (a concurrent change won), so a
 * step happens exactly once however many requests ask for it.
 */
export async function moveTaxYearStatus(
  db: DbOrTx,
  args: { userId: number; taxYear: number; from: number; to: number; now: Date },
): Promise<boolean> {
  if (args.from === INITIAL_TAX_STATUS_ID) {
    const inserted = await db
      .insert(taxYearStatuses)
      .values({ userId: args.userId, taxYear: args.taxYear, statusId: args.to, planRank: currentPlanRank(args.userId, args.taxYear), updatedAt: args.now })
      .onConflictDoUpdate({
        target: [taxYearStatuses.userId, taxYearStatuses.taxYear],
        set: { statusId: args.to, planRank: currentPlanRank(args.userId, args.taxYear), updatedAt: args.now },
        setWhere: sql`${taxYearStatuses.statusId} = ${args.from}`,
      })
      .returning({ statusId: taxYearStatuses.statusId });
    return inserted.length === 1;
  }
  const updated = await db
    .update(taxYearStatuses)
    .set({ statusId: args.to, planRank: currentPlanRank(args.userId, args.taxYear), updatedAt: args.now })
    .where(and(eq(taxYearStatuses.userId, args.userId), eq(taxYearStatuses.taxYear, args.taxYear), eq(taxYearStatuses.statusId, args.from)))
    .returning({ statusId: taxYearStatuses.statusId });
  return updated.length === 1;
}

/** The document categories a user has uploaded for a year: what the status rules look at. */
export async function uploadedCategoryIds(db: DbOrTx, userId: number, taxYear: number): Promise<number[]> {
  const rows = await db.selectDistinct({ categoryId: files.categoryId }).from(files).where(and(eq(files.userId, userId), eq(files.taxYear, taxYear)));
  return rows.map((r) => r.categoryId);
}

/**
 * Stamps when a year was handed to the experts (their queue orders by it). Only once: a year
 * that already has the time keeps it. Returns false when nothing changed.
 */
export async function markTransmitted(db: DbOrTx, args: { userId: number; taxYear: number; now: Date }): Promise<boolean> {
  const updated = await db
    .update(taxYearStatuses)
    .set({ transmittedAt: args.now, updatedAt: args.now })
    .where(and(eq(taxYearStatuses.userId, args.userId), eq(taxYearStatuses.taxYear, args.taxYear), sql`${taxYearStatuses.transmittedAt} is null`))
    .returning({ userId: taxYearStatuses.userId });
  return updated.length === 1;
}

/**
 * Opens or closes the experts' request for missing documents on a year at status 4 (the
 * request reopens one upload; the first new document closes it again). Returns false when the
 * year is not at status 4 or nothing changed.
 */
export async function setDocumentsRequested(db: DbOrTx, args: { userId: number; taxYear: number; requestedAt: Date | null; now: Date }): Promise<boolean> {
  const updated = await db
    .update(taxYearStatuses)
    .set({ documentsRequestedAt: args.requestedAt, updatedAt: args.now })
    .where(
      and(
        eq(taxYearStatuses.userId, args.userId),
        eq(taxYearStatuses.taxYear, args.taxYear),
        eq(taxYearStatuses.statusId, TAX_STATUS.processing),
        args.requestedAt ? sql`true` : sql`${taxYearStatuses.documentsRequestedAt} is not null`,
      ),
    )
    .returning({ userId: taxYearStatuses.userId });
  return updated.length === 1;
}
