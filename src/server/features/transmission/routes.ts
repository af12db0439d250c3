import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transmitBodySchema, transmitResponseSchema } from '@shared/contract/transmission';
import { languageFromHeader } from '@shared/domain/languages';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../../platform/mail';
import { requireUser } from '../../platform/session/plugin';
import { transmitTaxYear } from './service';

export async function transmissionRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; mailer: Mailer; publicOrigin: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/tax-year-status/transmit', { schema: { body: transmitBodySchema, response: { 200: transmitResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return transmitTaxYear(
      { db: deps.db, mailer: deps.mailer, publicOrigin: deps.publicOrigin, log: app.log },
      { userId: user.userId, taxYear: request.body.taxYear, language: languageFromHeader(request.headers['accept-language']), now: deps.clock.now() },
    );
  });
}
