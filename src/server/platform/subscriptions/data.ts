import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

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
