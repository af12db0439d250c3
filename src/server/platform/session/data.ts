import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { deviceTokens, sessions, users } from '../../db/schema';

export async function insertSession(db: DbOrTx, row: { tokenHash: string; userId: number; now: Date; absoluteExpiresAt: Date }) {
  await db.insert(sessions).values({
    tokenHash: row.tokenHash,
    userId: row.userId,
    createdAt: row.now,
    lastActiveAt: row.now,
    absoluteExpiresAt: row.absoluteExpiresAt,
  });
}

export async function findSessionByHash(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastActiveAt: sessions.lastActiveAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      revokedAt: sessions.revokedAt,
      email: users.email,
      role: users.role,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export async function touchSession(db: DbOrTx, sessionId: number, now: Date) {
  await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSessionByHash(db: DbOrTx, tokenHash: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(db: DbOrTx, userId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertDeviceToken(db: DbOrTx, row: { tokenHash: string; userId: number; email: string; now: Date; expiresAt: Date }) {
  await db.insert(deviceTokens).values({ tokenHash: row.tokenHash, userId: row.userId, email: row.email, createdAt: row.now, expiresAt: row.expiresAt });
}

export async function findDeviceTokenByHash(db: DbOrTx, tokenHash: string) {
  const rows = await db.select().from(deviceTokens).where(eq(deviceTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/** Revokes one device token; returns false when another request already used it. */
export async function revokeDeviceToken(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(deviceTokens)
    .set({ revokedAt: now })
    .where(and(eq(deviceTokens.id, id), isNull(deviceTokens.revokedAt)))
    .returning({ id: deviceTokens.id });
  return rows.length === 1;
}

export async function revokeDeviceTokenByHash(db: DbOrTx, tokenHash: string, now: Date) {
  await db.update(deviceTokens).set({ revokedAt: now }).where(and(eq(deviceTokens.tokenHash, tokenHash), isNull(deviceTokens.revokedAt)));
}

/** Remembers the language the person uses the app in (e-mails sent by staff are written in it). */
export async function setUserLanguage(db: DbOrTx, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
