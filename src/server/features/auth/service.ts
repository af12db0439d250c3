import { randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@shared/contract/errors';
import type { User } from '@shared/contract/user';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Language } from '@shared/domain/languages';
import type { Db } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { MINUTE } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hmacHex } from '../../platform/secrets';
import {
  consumeDeviceToken,
  endDeviceToken,
  endSession,
  issueDeviceToken,
  startSession,
} from '../../platform/session/service';
import { ensureUser, updateUser } from '../../platform/users/data';
import { loadUserView } from '../../platform/users/view';
import * as data from './data';
import { signInEmail } from './sign-in-email';

export const CODE_VALIDITY_MS = 10 * MINUTE;
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_FAILED_ATTEMPTS = 5;

export type AuthDeps = { db: Db; mailer: Mailer; codeHmacKey: Buffer; adminEmails: ReadonlySet<string>; expertEmails?: ReadonlySet<string> };

const invalidCode = () => new AppError(ERROR_CODES.invalidCode, 400, 'Invalid verification code');

/**
 * Sends a fresh code. The answer never depends on whether the address has an account, so the
 * call cannot be used to find out who is a customer.
 */
export async function requestCode(deps: AuthDeps, args: { email: string; language: Language; now: Date }): Promise<void> {
  const { db } = deps;
  const last = await data.latestCodeCreatedAt(db, args.email);
  if (last) {
    const waitMs = RESEND_INTERVAL_MS - (args.now.getTime() - last.getTime());
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(ERROR_CODES.rateLimited, 429, `Please wait ${seconds} seconds before requesting a new code`, {
        'retry-after': String(seconds),
      });
    }
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeId = await db.transaction(async (tx) => {
    await data.voidOpenCodes(tx, args.email, args.now);
    return data.insertCode(tx, {
      email: args.email,
      codeHmac: hmacHex(deps.codeHmacKey, `${args.email}:${code}`),
      now: args.now,
      expiresAt: new Date(args.now.getTime() + CODE_VALIDITY_MS),
    });
  });
  const mail = signInEmail(code, args.language);
  try {
    await deps.mailer.send({ to: args.email, ...mail, consoleSummary: `Sign-in code for ${args.email}: ${code}` });
  } catch (error) {
    // A code nobody received must not block the next try for a minute.
    await data.deleteCode(db, codeId);
    throw new AppError(ERROR_CODES.mailFailed, 502, 'Failed to send verification code', {}, { cause: error });
  }
}

export type SignedIn = { user: User; sessionToken: string; deviceToken: string };

/** Checks a code; on success creates the account if needed and a brand-new session. */
export async function verifyCode(
  deps: AuthDeps,
  args: { email: string; code: string; language: Language; now: Date; previousSessionToken?: string },
): Promise<SignedIn> {
  const { db } = deps;
  const candidate = await data.findUsableCode(db, args.email, args.now);
  if (!candidate) throw invalidCode();
  const expected = Buffer.from(candidate.codeHmac, 'hex');
  const given = Buffer.from(hmacHex(deps.codeHmacKey, `${args.email}:${args.code}`), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await data.recordFailedAttempt(db, candidate.id, MAX_FAILED_ATTEMPTS, args.now);
    throw invalidCode();
  }
  return db.transaction(async (tx) => {
    if (!(await data.claimCode(tx, candidate.id, MAX_FAILED_ATTEMPTS, args.now))) throw invalidCode();
    let user = await ensureUser(tx, args.email, args.language, args.now);
    // The configured addresses grant a role at sign-in; they never take one away (an admin
    // listed as expert stays admin).
    if (deps.adminEmails.has(args.email) && user.role !== 'admin') {
      user = await updateUser(tx, user.id, { role: 'admin' }, args.now);
    } else if (deps.expertEmails?.has(args.email) && user.role === 'user') {
      user = await updateUser(tx, user.id, { role: 'expert' }, args.now);
    }
    // A cookie the browser brought along is never reused: it dies here.
    if (args.previousSessionToken) await endSession(tx, args.previousSessionToken, args.now);
    const sessionToken = await startSession(tx, user.id, args.now);
    const deviceToken = await issueDeviceToken(tx, user.id, args.email, args.now);
    await writeAudit(tx, { userId: user.id, actorUserId: user.id, action: 'auth.sign_in', details: { method: 'code' }, at: args.now });
    const view = await loadUserView(tx, user.id, defaultTaxYear(args.now));
    return { user: view!, sessionToken, deviceToken };
  });
}

/** Restores a session from a remembered device only; the e-mail alone never suffices. */
export async function quickRestore(
  deps: Pick<AuthDeps, 'db'>,
  args: { email: string; deviceToken: string | undefined; now: Date; previousSessionToken?: string },
): Promise<SignedIn | null> {
  if (!args.deviceToken) return null;
  const token = args.deviceToken;
  return deps.db.transaction(async (tx) => {
    const userId = await consumeDeviceToken(tx, token, args.email, args.now);
    if (userId === null) return null;
    if (args.previousSessionToken) await endSession(tx, args.previousSessionToken, args.now);
    const sessionToken = await startSession(tx, userId, args.now);
    const deviceToken = await issueDeviceToken(tx, userId, args.email, args.now);
    await writeAudit(tx, { userId, actorUserId: userId, action: 'auth.quick_restore', at: args.now });
    const view = await loadUserView(tx, userId, defaultTaxYear(args.now));
    if (!view) return null;
    return { user: view, sessionToken, deviceToken };
  });
}

export async function logout(deps: Pick<AuthDeps, 'db'>, args: { sessionToken?: string; deviceToken?: string; now: Date }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (args.sessionToken) await endSession(tx, args.sessionToken, args.now);
    if (args.deviceToken) await endDeviceToken(tx, args.deviceToken, args.now);
  });
}

/** Debug sign-in as any user id (DEBUG_LOGIN=1 outside production only; checked by the route). */
export async function loginAs(deps: Pick<AuthDeps, 'db'>, args: { userId: number; now: Date; previousSessionToken?: string }) {
  return deps.db.transaction(async (tx) => {
    const view = await loadUserView(tx, args.userId, defaultTaxYear(args.now));
    if (!view) return null;
    if (args.previousSessionToken) await endSession(tx, args.previousSessionToken, args.now);
    const sessionToken = await startSession(tx, args.userId, args.now);
    await writeAudit(tx, { userId: args.userId, actorUserId: args.userId, action: 'auth.debug_login', at: args.now });
    return { user: view, sessionToken };
  });
}
