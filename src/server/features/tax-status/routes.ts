import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taxStatusRecordSchema } from '@shared/contract/tax-status';
import { taxYearQuerySchema } from '@shared/contract/user';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import { requireUser } from '../../platform/session/plugin';
import { getTaxStatus } from './service';

export async function taxStatusRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tax-status',
    { schema: { querystring: taxYearQuerySchema, response: { 200: taxStatusRecordSchema } } },
    async (request) => {
      const user = requireUser(request);
      return getTaxStatus(deps.db, { userId: user.userId, taxYear: request.query.taxYear ?? defaultTaxYear(deps.clock.now()) });
    },
  );
}
