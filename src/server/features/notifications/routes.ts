import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationsResponseSchema } from '@shared/contract/notifications';
import { languageFromHeader } from '@shared/domain/languages';
import type { Db } from '../../db/connect';
import { requireUser } from '../../platform/session/plugin';
import { listNotifications } from './service';

export async function notificationRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/notifications', { schema: { response: { 200: notificationsResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return listNotifications(deps.db, { userId: user.userId, language: languageFromHeader(request.headers['accept-language']) });
  });
}
