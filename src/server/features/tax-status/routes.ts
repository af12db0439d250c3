import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statusChangeResponseSchema, statusSetBodySchema, statusUpdateNumericBodySchema } from '@shared/contract/tax-profile';
import { taxStatusRecordSchema } from '@shared/contract/tax-status';
import { taxYearQuerySchema } from '@shared/contract/user';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import { requireUser } from '../../platform/session/plugin';
import { getTaxStatusRecord } from '../../platform/tax-status/status-record';
import { changeStatusByUser } from './service';

export async function taxStatusRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/tax-status', { schema: { querystring: taxYearQuerySchema, response: { 200: taxStatusRecordSchema } } }, async (request) => {
    const user = requireUser(request);
    return getTaxStatusRecord(deps.db, { userId: user.userId, taxYear: request.query.taxYear ?? defaultTaxYear(deps.clock.now()) });
  });

  const change = async (userId: number, to: number, taxYear: number | undefined) => {
    const now = deps.clock.now();
    const result = await changeStatusByUser(deps.db, { userId, taxYear: taxYear ?? defaultTaxYear(now), to, now });
    return { success: true as const, ...result };
  };

  // The spec names three calls for the same thing (part 1 §7, part 2 §7); all take the same rules.
  r.post('/api/status/set', { schema: { body: statusSetBodySchema, response: { 200: statusChangeResponseSchema } } }, async (request) =>
    change(requireUser(request).userId, request.body.statusId, request.body.taxYear),
  );
  r.post('/api/tax-status/set', { schema: { body: statusSetBodySchema, response: { 200: statusChangeResponseSchema } } }, async (request) =>
    change(requireUser(request).userId, request.body.statusId, request.body.taxYear),
  );
  r.post(
    '/api/tax-status/update-numeric',
    { schema: { body: statusUpdateNumericBodySchema, response: { 200: statusChangeResponseSchema } } },
    async (request) => change(requireUser(request).userId, request.body.status, request.body.taxYear),
  );
}
