import { fileURLToPath } from 'node:url';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSubscriptionBodySchema,
  adminTaxStatusBodySchema,
  adminUserParamsSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  invoiceEligibilityBodySchema,
  resetProfileBodySchema,
  resetProfileResponseSchema,
  setRoleBodySchema,
  systemInfoSchema,
} from '@shared/contract/admin';
import { taxStatusRecordSchema } from '@shared/contract/tax-status';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import { requireRole } from '../../platform/session/plugin';
import { adminSubscription, findUsers, readSystemInfo, resetProfile, setInvoiceEligibility, setRole, setTaxStatusAsAdmin } from './service';

const PACKAGE_JSON = fileURLToPath(new URL('../../../../package.json', import.meta.url));

/**
 * The spec's reset call answers errors with an `error` field (part 2 §7). The one error handler
 * still writes `{message, code}`; this route adds `error` (the same text) to its error bodies.
 */
const addErrorField: onSendHookHandler = async (_request, reply, payload) => {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    return typeof body.message === 'string' ? JSON.stringify({ ...body, error: body.message }) : payload;
  } catch {
    return payload;
  }
};

/** The admin panel's calls (issue 8). Every route of this plugin is for the admin role only. */
export async function adminRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; clientDir?: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const systemInfo = readSystemInfo({ environment: process.env.NODE_ENV, packageJsonPath: PACKAGE_JSON, clientDir: deps.clientDir });

  // Before the body is read or validated: a non-admin learns nothing about what the call takes.
  app.addHook('onRequest', async (request) => {
    requireRole(request, ['admin']);
  });

  r.post(
    '/api/admin/reset-profile',
    { onSend: addErrorField, schema: { body: resetProfileBodySchema, response: { 200: resetProfileResponseSchema } } },
    async (request) => {
      const admin = requireRole(request, ['admin']);
      await resetProfile(deps.db, { adminId: admin.userId, userId: request.body.userId, now: deps.clock.now() });
      return { success: true as const, message: 'Profile reset: the user is back at the first-time state', userId: request.body.userId };
    },
  );

  r.patch('/api/user/tax-status', { schema: { body: adminTaxStatusBodySchema, response: { 200: taxStatusRecordSchema } } }, async (request) => {
    const admin = requireRole(request, ['admin']);
    const { taxStatus, taxYear, userId } = request.body;
    return setTaxStatusAsAdmin(deps.db, { adminId: admin.userId, userId: userId ?? admin.userId, taxYear, taxStatus, now: deps.clock.now() });
  });

  r.get('/api/admin/users', { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } } }, async (request) => {
    requireRole(request, ['admin']);
    return findUsers(deps.db, request.query.q);
  });

  r.post(
    '/api/admin/users/:id/role',
    { schema: { params: adminUserParamsSchema, body: setRoleBodySchema, response: { 200: adminUserResponseSchema } } },
    async (request) => {
      const admin = requireRole(request, ['admin']);
      const user = await setRole(deps.db, { adminId: admin.userId, userId: request.params.id, role: request.body.role, now: deps.clock.now() });
      return { success: true as const, user };
    },
  );

  r.post(
    '/api/admin/users/:id/subscriptions',
    { schema: { params: adminUserParamsSchema, body: adminSubscriptionBodySchema, response: { 200: adminUserResponseSchema } } },
    async (request) => {
      const admin = requireRole(request, ['admin']);
      const user = await adminSubscription(deps.db, { adminId: admin.userId, userId: request.params.id, ...request.body, now: deps.clock.now() });
      return { success: true as const, user };
    },
  );

  r.post(
    '/api/admin/users/:id/invoice-eligibility',
    { schema: { params: adminUserParamsSchema, body: invoiceEligibilityBodySchema, response: { 200: adminUserResponseSchema } } },
    async (request) => {
      const admin = requireRole(request, ['admin']);
      const user = await setInvoiceEligibility(deps.db, { adminId: admin.userId, userId: request.params.id, eligible: request.body.eligible, now: deps.clock.now() });
      return { success: true as const, user };
    },
  );

  r.get('/api/admin/system', { schema: { response: { 200: systemInfoSchema } } }, async (request) => {
    requireRole(request, ['admin']);
    return systemInfo;
  });
}
