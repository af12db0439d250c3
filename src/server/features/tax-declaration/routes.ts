import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { declarationParamsSchema, saveDeclarationBodySchema, saveDeclarationResponseSchema } from '@shared/contract/tax-profile';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import { requireUser } from '../../platform/session/plugin';
import { getDeclaration, saveDeclaration } from './service';

export async function taxDeclarationRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/tax/save-declaration', { schema: { body: saveDeclarationBodySchema, response: { 200: saveDeclarationResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const now = deps.clock.now();
    const saved = await saveDeclaration(deps.db, {
      userId: user.userId,
      taxYear: request.body.taxYear ?? defaultTaxYear(now),
      filename: request.body.filename,
      now,
    });
    return { success: true as const, ...saved };
  });

  r.get('/api/tax/declaration/:id/download', { schema: { params: declarationParamsSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const { filename, content } = await getDeclaration(deps.db, { userId: user.userId, id: request.params.id });
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    return JSON.stringify(content, null, 2);
  });
}
