import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@shared/contract/errors';
import { BACKGROUND_POLL_HEADER } from '@shared/contract/background-poll-header';
import type { Db } from '../../db/connect';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { rememberInterfaceLanguage, resolveSession, type SessionUser } from './service';
import { DEVICE_TOKEN_LIFETIME_MS, SESSION_ABSOLUTE_TIMEOUT_MS, cookieNames } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    sessionCookies: SessionCookies;
  }
}

export type SessionCookies = {
  readSession: (request: FastifyRequest) => string | undefined;
  readDevice: (request: FastifyRequest) => string | undefined;
  setSession: (reply: FastifyReply, token: string) => void;
  setDevice: (reply: FastifyReply, token: string) => void;
  clear: (reply: FastifyReply) => void;
};

/**
 * Resolves the session cookie of every API request into `request.sessionUser`. Routes that
 * need a user call `requireUser`, which answers 401 SESSION_EXPIRED otherwise.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db; clock: Clock; secure: boolean }) => {
  const names = cookieNames(opts.secure);
  const base = { httpOnly: true, secure: opts.secure, path: '/' } as const;

  const cookies: SessionCookies = {
    readSession: (request) => request.cookies[names.session] || undefined,
    readDevice: (request) => request.cookies[names.device] || undefined,
    setSession: (reply, token) =>
      void reply.setCookie(names.session, token, { ...base, sameSite: 'lax', maxAge: SESSION_ABSOLUTE_TIMEOUT_MS / 1000 }),
    // Only our own scripts ever send the device cookie (quick-restore), so Strict is enough.
    setDevice: (reply, token) =>
      void reply.setCookie(names.device, token, { ...base, sameSite: 'strict', maxAge: DEVICE_TOKEN_LIFETIME_MS / 1000 }),
    clear: (reply) => {
      reply.clearCookie(names.session, { ...base, sameSite: 'lax' });
      reply.clearCookie(names.device, { ...base, sameSite: 'strict' });
    },
  };
  app.decorate('sessionCookies', cookies);
  app.decorateRequest('sessionUser', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = cookies.readSession(request);
    if (!token) return;
    const isBackgroundPoll = request.headers[BACKGROUND_POLL_HEADER] === '1';
    request.sessionUser = await resolveSession(opts.db, token, opts.clock.now(), !isBackgroundPoll);
    if (request.sessionUser) await rememberInterfaceLanguage(opts.db, request.sessionUser, request.headers['accept-language']);
  });
});

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError(ERROR_CODES.sessionExpired, 401, 'Your session has expired, please log in again');
  return request.sessionUser;
}

/**
 * The signed-in user when they hold one of these roles; otherwise 401 (signed out) or 403
 * FORBIDDEN. The message names who may enter; by default it follows from the roles.
 */
export function requireRole(request: FastifyRequest, roles: ReadonlyArray<SessionUser['role']>, message?: string): SessionUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) {
    const fallback = roles.includes('expert') ? 'Restricted area – experts and administrators only' : 'Restricted area – administrators only';
    throw new AppError(ERROR_CODES.forbidden, 403, message ?? fallback);
  }
  return user;
}
