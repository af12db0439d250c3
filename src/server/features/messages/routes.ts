import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messagesResponseSchema, sendMessageBodySchema, sendMessageResponseSchema } from '@shared/contract/messages';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import { requireUser } from '../../platform/session/plugin';
import { readThread, sendMessage } from './service';

export async function messageRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/send-message', { schema: { body: sendMessageBodySchema, response: { 200: sendMessageResponseSchema } }, config: { userBudget: 'message' } }, async (request) => {
    const user = requireUser(request);
    const now = deps.clock.now();
    await sendMessage(deps.db, { userId: user.userId, taxYear: request.body.taxYear ?? defaultTaxYear(now), message: request.body.message, now });
    return { success: true as const, message: 'Message sent' };
  });

  r.get('/api/messages', { schema: { response: { 200: messagesResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return readThread(deps.db, { userId: user.userId, now: deps.clock.now() });
  });
}
