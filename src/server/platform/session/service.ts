import { isActiveLanguage } from '@shared/domain/languages';
import type { Db, DbOrTx } from '../../db/connect';
import type { UserRow } from '../users/data';
import * as data from './data';
import type { TaxYearStatusOfUser } from './data';
import { lookupSession } from './lookup-cache';
import {
  DEVICE_TOKEN_LIFETIME_MS,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  hashToken,
  newToken,
} from './tokens';

/**
 * The signed-in person as the session lookup found them, at the start of this request: `account`
 * is their user row (identifiers decrypted) and tax-year statuses, read in the same query.
 */
export type SessionUser = {
  sessionId: number;
  userId: number;
  email: string;
  role: 'user' | 'expert' | 'admin';
  language: string;
  account: { row: UserRow; taxYearStatuses: TaxYearStatusOfUser[] };
};

/** Creates a session and returns the token for the cookie (the only copy of it). */
export async function startSession(db: DbOrTx, userId: number, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await data.insertSession(db, { tokenHash: hash, userId, now, absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS) });
  return token;
}

/**
 * The signed-in user behind a cookie token, or null when the session is unknown, revoked,
 * idle for 30 minutes or older than 12 hours. `countsAsActivity` is false for background polls.
 */
export async function resolveSession(db: Db, token: string, now: Date, countsAsActivity: boolean): Promise<SessionUser | null> {
  const session = await lookupSession(db, hashToken(token));
  if (!session || session.revokedAt) return null;
  const t = now.getTime();
  if (t >= session.absoluteExpiresAt.getTime()) return null;
  if (t - session.lastActiveAt.getTime() >= SESSION_IDLE_TIMEOUT_MS) return null;
  // Touch at most every few seconds so busy pages don't write on every request.
  if (countsAsActivity && t - session.lastActiveAt.getTime() > 5_000) await data.touchSession(db, session.id, now);
  const { user } = session;
  return {
    sessionId: session.id,
    userId: session.userId,
    email: user.email,
    role: user.role,
    language: user.language,
    account: { row: user, taxYearStatuses: session.taxYearStatuses },
  };
}

export async function endSession(db: DbOrTx, token: string, now: Date): Promise<void> {
  await data.revokeSessionByHash(db, hashToken(token), now);
}

export async function issueDeviceToken(db: DbOrTx, userId: number, email: string, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await data.insertDeviceToken(db, { tokenHash: hash, userId, email, now, expiresAt: new Date(now.getTime() + DEVICE_TOKEN_LIFETIME_MS) });
  return token;
}

/**
 * Uses a device token once: when it is valid and bound to `email`, it is revoked and its user
 * returned so the caller can issue a fresh session and a fresh device token.
 */
export async function consumeDeviceToken(db: DbOrTx, token: string, email: string, now: Date): Promise<number | null> {
  const row = await data.findDeviceTokenByHash(db, hashToken(token));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime() || row.email !== email) return null;
  const won = await data.revokeDeviceToken(db, row.id, now);
  return won ? row.userId : null;
}

export async function endDeviceToken(db: DbOrTx, token: string, now: Date): Promise<void> {
  await data.revokeDeviceTokenByHash(db, hashToken(token), now);
}

export async function endAllSessionsOfUser(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await data.revokeSessionsOfUser(db, userId, now);
}

/**
 * The app sends its interface language as the whole Accept-Language header ('fr', 'gsw', …).
 * When that differs from the stored one, the person switched: store it, so what staff send them
 * later (replies, the finished return) is written in it. Browsers' own headers ('de-CH,de;q=0.9')
 * are not the app speaking and change nothing.
 */
export async function rememberInterfaceLanguage(db: DbOrTx, user: SessionUser, acceptLanguage: string | undefined): Promise<void> {
  const chosen = acceptLanguage?.trim().toLowerCase();
  if (!chosen || !isActiveLanguage(chosen) || chosen === user.language) return;
  await data.setUserLanguage(db, user.userId, chosen);
}
