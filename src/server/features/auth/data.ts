import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { signInCodes } from '../../db/schema';

/** A new code voids every earlier code of the address. */
export async function voidOpenCodes(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db
    .update(signInCodes)
    .set({ voidedAt: now })
    .where(and(eq(signInCodes.email, email), isNull(signInCodes.usedAt), isNull(signInCodes.voidedAt)));
}

export async function insertCode(db: DbOrTx, row: { email: string; codeHmac: string; now: Date; expiresAt: Date }): Promise<number> {
  const rows = await db
    .insert(signInCodes)
    .values({ email: row.email, codeHmac: row.codeHmac, createdAt: row.now, expiresAt: row.expiresAt })
    .returning({ id: signInCodes.id });
  return rows[0]!.id;
}

export async function deleteCode(db: DbOrTx, id: number): Promise<void> {
  await db.delete(signInCodes).where(eq(signInCodes.id, id));
}

export type StoredCode = { id: number; codeHmac: string; expiresAt: Date; usedAt: Date | null; voidedAt: Date | null; failedAttempts: number };

/** The latest codes of an address, newest first: the usable one and those it replaced. */
export async function recentCodes(db: DbOrTx, email: string, limit: number): Promise<StoredCode[]> {
  return db
    .select({
      id: signInCodes.id,
      codeHmac: signInCodes.codeHmac,
      expiresAt: signInCodes.expiresAt,
      usedAt: signInCodes.usedAt,
      voidedAt: signInCodes.voidedAt,
      failedAttempts: signInCodes.failedAttempts,
    })
    .from(signInCodes)
    .where(eq(signInCodes.email, email))
    .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
    .limit(limit);
}

/**
 * Counts a wrong try; the try that reaches `maxAttempts` voids the code in the same statement.
 * True when the code is void now.
 */
export async function recordFailedAttempt(db: DbOrTx, id: number, maxAttempts: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(signInCodes)
    .set({
      failedAttempts: sql`${signInCodes.failedAttempts} + 1`,
      voidedAt: sql`case when ${signInCodes.failedAttempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else ${signInCodes.voidedAt} end`,
    })
    .where(eq(signInCodes.id, id))
    .returning({ voidedAt: signInCodes.voidedAt });
  return rows[0]?.voidedAt != null;
}

/**
 * Marks the code used. Only one of many concurrent verifications can win this update; the
 * others find no row and fail as if the code were wrong.
 */
export async function claimCode(db: DbOrTx, id: number, maxAttempts: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(signInCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInCodes.id, id),
        isNull(signInCodes.usedAt),
        isNull(signInCodes.voidedAt),
        gt(signInCodes.expiresAt, now),
        lt(signInCodes.failedAttempts, maxAttempts),
      ),
    )
    .returning({ id: signInCodes.id });
  return rows.length === 1;
}
