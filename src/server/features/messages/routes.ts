import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendMessageBodySchema, sendMessageResponseSchema } from '@shared/contract/messages';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import { requireUser } from '../../platform/session/plugin';
import { sendMessage } from './service';

export async function messageRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/send-message',
    { schema: { body: sendMessageBodySchema, response: { 200: sendMessageResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      await sendMessage(deps.db, { userId: user.userId, message: request.body.message, now: deps.clock.now() });
      return { success: true as const, message: 'Message sent' };
    },
  );
}
