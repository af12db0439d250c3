import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmRecognitionBodySchema, recognitionResponseSchema } from '@shared/contract/document-recognition';
import { fileParamsSchema } from '@shared/contract/documents';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import { requireUser } from '../../platform/session/plugin';
import * as service from './service';

const STAFF_ROLES = new Set(['expert', 'admin']);

export async function documentRecognitionRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/files/:id/recognition', { schema: { params: fileParamsSchema, response: { 200: recognitionResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const fileId = request.params.id;
    if (STAFF_ROLES.has(user.role)) return service.getRecognitionForStaff(deps.db, { staffUserId: user.userId, fileId, now: deps.clock.now() });
    return service.getRecognition(deps.db, { userId: user.userId, fileId });
  });

  r.post(
    '/api/files/:id/recognition/confirm',
    { schema: { params: fileParamsSchema, body: confirmRecognitionBodySchema, response: { 200: recognitionResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return service.confirmRecognition(deps.db, { userId: user.userId, fileId: request.params.id, body: request.body, now: deps.clock.now() });
    },
  );
}
