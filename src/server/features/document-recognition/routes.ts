import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmRecognitionBodySchema, recognitionResponseSchema } from '@shared/contract/document-recognition';
import { fileParamsSchema } from '@shared/contract/documents';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import { requireUser } from '../../platform/session/plugin';
import type { BlobStorage } from '../../platform/storage';
import * as service from './service';
import { createThumbnailRenderer, getThumbnail } from './thumbnails/service';

const STAFF_ROLES = new Set(['expert', 'admin']);

/**
 * A thumbnail stays in the person's own browser for an hour (a file's content never changes
 * under its id): reopening the dialog costs no second rendering. Never in a shared cache, and
 * never across accounts on one browser.
 */
const THUMBNAIL_CACHE_CONTROL = 'private, max-age=3600';

export async function documentRecognitionRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; storage: BlobStorage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const thumbnails = createThumbnailRenderer(app.log);
  app.addHook('onClose', () => thumbnails.close());

  r.get('/api/files/:id/recognition', { schema: { params: fileParamsSchema, response: { 200: recognitionResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const fileId = request.params.id;
    if (STAFF_ROLES.has(user.role)) return service.getRecognitionForStaff(deps.db, { staffUserId: user.userId, fileId, now: deps.clock.now() });
    return service.getRecognition(deps.db, { userId: user.userId, fileId });
  });

  r.get(
    '/api/files/:id/thumbnail',
    {
      schema: { params: fileParamsSchema },
      // A route hook runs after the app's, which marks every API answer no-store; refusals stay no-store.
      onSend: (_request, reply, payload, done) => {
        if (reply.statusCode === 200) reply.header('cache-control', THUMBNAIL_CACHE_CONTROL);
        done(null, payload);
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const thumbnail = await getThumbnail(
        { db: deps.db, storage: deps.storage, renderThumbnail: thumbnails.render },
        { viewer: { userId: user.userId, staff: STAFF_ROLES.has(user.role) }, fileId: request.params.id, now: deps.clock.now() },
      );
      reply.header('content-type', thumbnail.mimeType);
      reply.header('x-content-type-options', 'nosniff');
      // The session cookie decides whose thumbnail this is.
      reply.header('vary', 'Cookie');
      return reply.send(Buffer.from(thumbnail.bytes.buffer, thumbnail.bytes.byteOffset, thumbnail.bytes.byteLength));
    },
  );

  r.post(
    '/api/files/:id/recognition/confirm',
    { schema: { params: fileParamsSchema, body: confirmRecognitionBodySchema, response: { 200: recognitionResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return service.confirmRecognition(deps.db, { userId: user.userId, fileId: request.params.id, body: request.body, now: deps.clock.now() });
    },
  );
}
