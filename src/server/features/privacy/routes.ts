import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  deletionCodeResponseSchema,
  staffAccessResponseSchema,
} from '@shared/contract/privacy';
import type { Clock } from '../../platform/clock';
import { requireUser } from '../../platform/session/plugin';
import * as service from './service';

export type PrivacyRouteDeps = service.PrivacyDeps & { clock: Clock };

/**
 * The data protection rights of the signed-in person, on their own data only:
 * GET /api/privacy/staff-access (who at Helvetax opened it), GET /api/privacy/export (all of
 * it as a ZIP) and the two steps of deleting the account.
 */
export async function privacyRoutes(app: FastifyInstance, deps: PrivacyRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/privacy/staff-access', { schema: { response: { 200: staffAccessResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return service.listStaffAccess(deps.db, { userId: user.userId });
  });

  r.get('/api/privacy/export', async (request, reply) => {
    const user = requireUser(request);
    const { fileName, stream } = await service.exportPersonalData(deps, { userId: user.userId, now: deps.clock.now() });
    reply.header('content-type', 'application/zip');
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(stream);
  });

  r.post(
    '/api/privacy/delete-account/request-code',
    { schema: { body: z.object({}).strict().optional(), response: { 200: deletionCodeResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      await service.requestDeletionCode(deps, { userId: user.userId, now: deps.clock.now() });
      return { sent: true as const };
    },
  );

  r.post(
    '/api/privacy/delete-account',
    { schema: { body: deleteAccountBodySchema, response: { 200: deleteAccountResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await service.deleteAccount(deps, { userId: user.userId, code: request.body.code, now: deps.clock.now() });
      // The sessions died with their rows; the browser forgets its cookies too.
      app.sessionCookies.clear(reply);
      return result;
    },
  );
}
