import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffAccessResponseSchema } from '@shared/contract/privacy';
import type { Db } from '../../db/connect';
import { requireUser } from '../../platform/session/plugin';
import { listStaffAccess } from './service';

/** GET /api/privacy/staff-access: the signed-in taxpayer's own staff-read history. */
export async function privacyRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/privacy/staff-access', { schema: { response: { 200: staffAccessResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return listStaffAccess(deps.db, { userId: user.userId });
  });
}
