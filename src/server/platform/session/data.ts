import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { deviceTokens, sessions, taxYearStatuses, users } from '../../db/schema';

export type TaxYearStatusOfUser = { taxYear: number; statusId: number };

export async function insertSession(db: DbOrTx, row: { tokenHash: string; userId: number; now: Date; absoluteExpiresAt: Date }) {
  await db.insert(sessions).values({
    tokenHash: row.tokenHash,
    userId: row.userId,
    createdAt: row.now,
    lastActiveAt: row.now,
    absoluteExpiresAt: row.absoluteExpiresAt,
  });
}

/**
 * The session behind a token hash with everything a signed-in request may need about its person
 * (the whole user row and the statuses of their tax years), in one round trip: every API call
 * pays for this lookup, and `GET /api/user` answers from it without another query.
 */
function sessionLookup(db: DbOrTx) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastActiveAt: sessions.lastActiveAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      revokedAt: sessions.revokedAt,
      user: users,
      taxYearStatuses: sql<TaxYearStatusOfUser[]>`coalesce((
          select json_agg(json_build_object('taxYear', ${taxYearStatuses.taxYear}, 'statusId', ${taxYearStatuses.statusId}) order by ${taxYearStatuses.taxYear})
          from ${taxYearStatuses} where ${taxYearStatuses.userId} = ${users.id}
        ), '[]'::json)`.mapWith((value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as TaxYearStatusOfUser[]),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_lookup');
}

// Built once per database handle instead of at every request (it is the hottest query there is).
const preparedLookups = new WeakMap<DbOrTx, ReturnType<typeof sessionLookup>>();

/** The session row with its user as stored: personal identifiers still sealed (openUserRow opens them). */
export async function findSessionByHash(db: DbOrTx, tokenHash: string) {
  let lookup = preparedLookups.get(db);
  if (!lookup) preparedLookups.set(db, (lookup = sessionLookup(db)));
  const rows = await lookup.execute({ tokenHash });
  return rows[0];
}

export type SessionLookupRow = NonNullable<Awaited<ReturnType<typeof findSessionByHash>>>;

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
