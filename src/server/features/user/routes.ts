import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gtcAcceptBodySchema,
  gtcAcceptResponseSchema,
  profileUpdateBodySchema,
  profileUpdateResponseSchema,
  taxYearQuerySchema,
} from '@shared/contract/user';
import { userSchema } from '@shared/contract/user-answer';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import { fixedShapeSerializerCompiler } from '../../platform/fixed-shape-serializer';
import { requireUser } from '../../platform/session/plugin';
import * as service from './service';

export async function userRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Asked on every page and by every background poll: its answer (toUserView's object literal)
  // is written without checking each value again (platform/fixed-shape-serializer.ts).
  r.get(
    '/api/user',
    { schema: { querystring: taxYearQuerySchema, response: { 200: userSchema } }, serializerCompiler: fixedShapeSerializerCompiler },
    async (request) => {
      const user = requireUser(request);
      return service.getUser(user.account, request.query.taxYear ?? defaultTaxYear(deps.clock.now()));
    },
  );

  r.put(
    '/api/user/profile',
    { schema: { body: profileUpdateBodySchema, querystring: taxYearQuerySchema, response: { 200: profileUpdateResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const now = deps.clock.now();
      const updated = await service.updateProfile(deps.db, {
        userId: user.userId,
        update: request.body,
        taxYear: request.query.taxYear ?? defaultTaxYear(now),
        now,
        request: { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null },
      });
      return { success: true as const, user: updated };
    },
  );

  r.post('/api/gtc/accept', { schema: { body: gtcAcceptBodySchema, response: { 200: gtcAcceptResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const acceptedAt = await service.acceptTerms(deps.db, {
      userId: user.userId,
      now: deps.clock.now(),
      request: { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null },
    });
    return { success: true as const, acceptedAt: acceptedAt.toISOString() };
  });
}
