import { randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@shared/contract/errors';
import type { User } from '@shared/contract/user-answer';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Language } from '@shared/domain/languages';
import type { Db } from '../../db/connect';
import { writeAudit } from '../../platform/audit/data';
import { MINUTE } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { tooManyRequests, type Limit, type Limiter } from '../../platform/rate-limit/limiter';
import type { RateLimitSettings } from '../../platform/rate-limits';
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
/** How many of an address's latest codes a given code is compared with, to explain a refusal. */
const RECENT_CODES = 10;

export type AuthDeps = { db: Db; mailer: Mailer; codeHmacKey: Buffer; adminEmails: ReadonlySet<string>; expertEmails?: ReadonlySet<string> };
/** The sign-in limits; `clientAddress` (the caller's normalized IP) keys the per-address ones. */
export type SignInLimits = { limiter: Limiter; rateLimits: RateLimitSettings };

const invalidCode = () => new AppError(ERROR_CODES.invalidCode, 400, 'Invalid verification code');
const codeVoided = () =>
  new AppError(ERROR_CODES.codeVoided, 400, 'This code no longer works (too many wrong tries, or a newer code was sent). Please request a new code.');
const codeExpired = () => new AppError(ERROR_CODES.codeExpired, 400, 'This code has expired. Please request a new code.');

/**
 * The per-address rules of finding 6 (issue 9): what one client address may do to one e-mail.
 * Keyed by e-mail and address, so a stranger elsewhere neither delays the owner's next code
 * nor voids more than a code or two an hour; the limiter stores only HMACs of these subjects.
 */
const signInLimits = (limits: SignInLimits, email: string, clientAddress: string) => {
  const pair = `${email}\n${clientAddress}`;
  return {
    resend: { subject: `sign-in:resend:${pair}`, budget: { max: 1, timeWindow: RESEND_INTERVAL_MS } } satisfies Limit,
    requestsFromAddress: { subject: `sign-in:requests:${pair}`, budget: limits.rateLimits.requestCodePerEmailAndIp } satisfies Limit,
    requestsForEmail: { subject: `sign-in:requests:${email}`, budget: limits.rateLimits.requestCodePerEmail } satisfies Limit,
    wrongCodesFromAddress: { subject: `sign-in:wrong:${pair}`, budget: limits.rateLimits.wrongCodesPerEmailAndIp } satisfies Limit,
  };
};

/**
 * Sends a fresh code. The answer never depends on whether the address has an account, so the
 * call cannot be used to find out who is a customer. One code per e-mail and client address per
 * 60 s: requests from somebody else's address never make the owner wait. Only requests that
 * pass their own address's limits count towards the e-mail's hourly cap, so a refused stranger
 * cannot use it up.
 */
export async function requestCode(
  deps: AuthDeps & SignInLimits,
  args: { email: string; language: Language; now: Date; clientAddress: string },
): Promise<void> {
  const { db } = deps;
  const limits = signInLimits(deps, args.email, args.clientAddress);
  // The 60 s wait protects a code that still works; a voided or expired one (say, a stranger
  // entered five wrong codes) is replaced at once. The hourly limits still apply.
  const [latest] = await data.recentCodes(db, args.email, 1);
  const openCode = latest !== undefined && latest.usedAt === null && latest.voidedAt === null && latest.expiresAt > args.now;
  if (!openCode) await deps.limiter.forget(limits.resend);
  const fromAddress = await deps.limiter.hit([limits.resend, limits.requestsFromAddress]);
  if (fromAddress.exceeded) {
    const seconds = fromAddress.retryAfterSeconds;
    throw tooManyRequests(seconds, `Please wait ${seconds} seconds before requesting a new code`);
  }
  const forEmail = await deps.limiter.hit([limits.requestsForEmail]);
  if (forEmail.exceeded) {
    const seconds = forEmail.retryAfterSeconds;
    throw tooManyRequests(seconds, `Too many codes were requested for this address, please try again in ${seconds} seconds`);
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
    await deps.limiter.forget(limits.resend);
    throw new AppError(ERROR_CODES.mailFailed, 502, 'Failed to send verification code', undefined, { cause: error });
  }
}

export type SignedIn = { user: User; sessionToken: string; deviceToken: string };

/**
 * Checks a code; on success creates the account if needed and a brand-new session. Five wrong
 * tries void the code (from anywhere), but one client address may enter only a few wrong codes
 * per e-mail and hour; once it has, it is refused before its code is even compared, or it could
 * go on guessing. A refusal says plainly when the code the person holds is void or expired,
 * which depends only on the codes sent to this e-mail, never on whether it has an account.
 */
export async function verifyCode(
  deps: AuthDeps & SignInLimits,
  args: { email: string; code: string; language: Language; now: Date; clientAddress: string; previousSessionToken?: string },
): Promise<SignedIn> {
  const { db } = deps;
  const limits = signInLimits(deps, args.email, args.clientAddress);
  const blocked = await deps.limiter.peek(limits.wrongCodesFromAddress);
  if (blocked.exceeded) {
    const seconds = blocked.retryAfterSeconds;
    throw tooManyRequests(seconds, `Too many wrong codes, please try again in ${seconds} seconds`);
  }
  const codes = await data.recentCodes(db, args.email, RECENT_CODES);
  const given = Buffer.from(hmacHex(deps.codeHmacKey, `${args.email}:${args.code}`), 'hex');
  const matched = codes.find((c) => timingSafeEqual(Buffer.from(c.codeHmac, 'hex'), given));
  const usable = codes.find((c) => c.usedAt === null && c.voidedAt === null && c.expiresAt > args.now);
  if (matched && matched !== usable) throw whyNotUsable(matched, args.now);
  if (!usable) throw codes[0] ? whyNotUsable(codes[0], args.now) : invalidCode();
  if (!matched) {
    const voidedNow = await data.recordFailedAttempt(db, usable.id, MAX_FAILED_ATTEMPTS, args.now);
    await deps.limiter.hit([limits.wrongCodesFromAddress]);
    throw voidedNow ? codeVoided() : invalidCode();
  }
  const candidate = usable;
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

/** Why a code that was sent cannot sign in (any more). */
function whyNotUsable(code: data.StoredCode, now: Date): AppError {
  if (code.usedAt) return invalidCode();
  if (code.voidedAt) return codeVoided();
  if (code.expiresAt <= now) return codeExpired();
  return invalidCode();
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
