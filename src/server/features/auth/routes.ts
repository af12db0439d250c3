import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkAuthResponseSchema,
  loginAsParamsSchema,
  loginAsResponseSchema,
  logoutResponseSchema,
  quickRestoreBodySchema,
  quickRestoreResponseSchema,
  requestCodeBodySchema,
  requestCodeResponseSchema,
  verifyCodeBodySchema,
  verifyCodeResponseSchema,
} from '@shared/contract/auth';
import { languageFromHeader } from '@shared/domain/languages';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { RateLimitSettings } from '../../platform/rate-limits';
import * as service from './service';

export type AuthRouteDeps = service.AuthDeps & service.SignInLimits & { clock: Clock; debugLogin: boolean; rateLimits: RateLimitSettings };

/**
 * The caller's address as the per-address limits see it: the proxy's X-Forwarded-For only when
 * TRUST_PROXY says so (Fastify's request.ip), an IPv6 address as its /64 network, like the
 * per-IP limits of @fastify/rate-limit.
 */
const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip, 64);

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookies = app.sessionCookies;

  r.post(
    '/api/auth/request-code',
    {
      schema: { body: requestCodeBodySchema, response: { 200: requestCodeResponseSchema } },
      config: { rateLimit: deps.rateLimits.requestCodePerIp },
    },
    async (request) => {
      await service.requestCode(deps, {
        email: request.body.email,
        language: languageFromHeader(request.headers['accept-language']),
        now: deps.clock.now(),
        clientAddress: clientAddress(request),
      });
      return { message: 'Verification code sent', status: 'success' as const };
    },
  );

  r.post(
    '/api/auth/verify-code',
    {
      schema: { body: verifyCodeBodySchema, response: { 200: verifyCodeResponseSchema } },
      config: { rateLimit: deps.rateLimits.verifyCodePerIp },
    },
    async (request, reply) => {
      const result = await service.verifyCode(deps, {
        email: request.body.email,
        code: request.body.code,
        language: languageFromHeader(request.headers['accept-language']),
        now: deps.clock.now(),
        clientAddress: clientAddress(request),
        previousSessionToken: cookies.readSession(request),
      });
      cookies.setSession(reply, result.sessionToken);
      cookies.setDevice(reply, result.deviceToken);
      return { success: true as const, user: result.user };
    },
  );

  r.post(
    '/api/auth/quick-restore',
    {
      schema: { body: quickRestoreBodySchema, response: { 200: quickRestoreResponseSchema } },
      config: { rateLimit: deps.rateLimits.verifyCodePerIp },
    },
    async (request, reply) => {
      const result = await service.quickRestore(deps, {
        email: request.body.email,
        deviceToken: cookies.readDevice(request),
        now: deps.clock.now(),
        previousSessionToken: cookies.readSession(request),
      });
      if (!result) return { success: false };
      cookies.setSession(reply, result.sessionToken);
      cookies.setDevice(reply, result.deviceToken);
      return { success: true, user: result.user };
    },
  );

  r.post('/api/auth/logout', { schema: { response: { 200: logoutResponseSchema } } }, async (request, reply) => {
    await service.logout(deps, {
      sessionToken: cookies.readSession(request),
      deviceToken: cookies.readDevice(request),
      now: deps.clock.now(),
    });
    cookies.clear(reply);
    return { success: true as const };
  });

  r.get('/api/debug/check-auth', { schema: { response: { 200: checkAuthResponseSchema } } }, async (request) => {
    const user = request.sessionUser;
    return { success: true, isAuthenticated: user !== null, userId: user?.userId ?? null, email: user?.email ?? null };
  });

  r.get(
    '/api/debug/login-as/:id',
    { schema: { params: loginAsParamsSchema, response: { 200: loginAsResponseSchema } } },
    async (request, reply) => {
      // Exists only for local development: without DEBUG_LOGIN=1 it is indistinguishable from no route.
      if (!deps.debugLogin) throw notFound(`Route GET /api/debug/login-as/${request.params.id} not found`);
      const result = await service.loginAs(deps, {
        userId: request.params.id,
        now: deps.clock.now(),
        previousSessionToken: cookies.readSession(request),
      });
      if (!result) throw notFound('User not found');
      cookies.setSession(reply, result.sessionToken);
      return { success: true as const, user: result.user };
    },
  );
}
