import { createHash, randomBytes } from 'node:crypto';
import { HOUR, MINUTE, DAY } from '../clock';

export const SESSION_IDLE_TIMEOUT_MS = 30 * MINUTE;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * HOUR;
export const DEVICE_TOKEN_LIFETIME_MS = 14 * DAY;

/** 32 random bytes, sent to the browser once; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type CookieNames = { session: string; device: string };

/** Over https the `__Host-` prefix pins the cookies to our origin (Secure, Path=/, no Domain). */
export function cookieNames(secure: boolean): CookieNames {
  return secure ? { session: '__Host-hx_session', device: '__Host-hx_device' } : { session: 'hx_session', device: 'hx_device' };
}
