import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taxEfficiencyFiguresSchema, taxEfficiencyParamsSchema, taxEfficiencyResponseSchema } from '@shared/contract/tax-efficiency';
import type { Clock } from '../../platform/clock';
import { requireUser } from '../../platform/session/plugin';
import { getTaxEfficiency, saveTaxEfficiency, type TaxEfficiencyDeps } from './service';

/**
 * The tax-efficiency page's figures per tax year. Signed in only; the PUT passes the Origin check
 * and spends the person's write budget like every other signed-in change (app.ts hooks).
 */
export async function taxEfficiencyRoutes(app: FastifyInstance, deps: TaxEfficiencyDeps & { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tax-efficiency/:taxYear',
    { schema: { params: taxEfficiencyParamsSchema, response: { 200: taxEfficiencyResponseSchema } } },
    async (request) => getTaxEfficiency(deps, { userId: requireUser(request).userId, taxYear: request.params.taxYear }),
  );

  r.put(
    '/api/tax-efficiency/:taxYear',
    { schema: { params: taxEfficiencyParamsSchema, body: taxEfficiencyFiguresSchema, response: { 200: taxEfficiencyResponseSchema } } },
    async (request) =>
      saveTaxEfficiency(deps, { userId: requireUser(request).userId, taxYear: request.params.taxYear, figures: request.body, now: deps.clock.now() }),
  );
}
