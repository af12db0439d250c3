import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dbStatusSchema, debugTaxProfileStatusBodySchema, debugTaxProfileStatusResponseSchema, fixColumnResponseSchema } from '@shared/contract/admin';
import { taxStatusRecordSchema } from '@shared/contract/tax-status';
import { taxYearQuerySchema } from '@shared/contract/user';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import { requireRole } from '../../platform/session/plugin';
import { getTaxStatusRecord } from '../../platform/tax-status/status-record';
import { applyPendingMigrations, dbStatus, setOwnTaxProfileComplete } from './service';

/**
 * The debug panel's calls (spec part 2 'Debug panel', §7 'debug only'). The seed allowed them to
 * user id 1; here they are for the admin role only.
 */
export async function debugRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (request) => {
    requireRole(request, ['admin']);
  });

  r.get('/api/debug/db-status', { schema: { response: { 200: dbStatusSchema } } }, async (request) => {
    requireRole(request, ['admin']);
    return dbStatus(deps.db, deps.clock.now());
  });

  r.post('/api/debug/fix-column', { schema: { response: { 200: fixColumnResponseSchema } } }, async (request) => {
    const admin = requireRole(request, ['admin']);
    return { success: true as const, ...(await applyPendingMigrations(deps.db, { adminId: admin.userId, now: deps.clock.now() })) };
  });

  r.get('/api/tax/status', { schema: { querystring: taxYearQuerySchema, response: { 200: taxStatusRecordSchema } } }, async (request) => {
    const admin = requireRole(request, ['admin']);
    return getTaxStatusRecord(deps.db, { userId: admin.userId, taxYear: request.query.taxYear ?? defaultTaxYear(deps.clock.now()) });
  });

  r.post(
    '/api/tax-profile/set-status',
    { schema: { body: debugTaxProfileStatusBodySchema, response: { 200: debugTaxProfileStatusResponseSchema } } },
    async (request) => {
      const admin = requireRole(request, ['admin']);
      const complete = await setOwnTaxProfileComplete(deps.db, { userId: admin.userId, complete: request.body.status, now: deps.clock.now() });
      return { success: true as const, isTaxProfileComplete: complete };
    },
  );
}
