import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@shared/contract/config';
import { healthResponseSchema } from '@shared/contract/health';
import { cantonsJson } from '@shared/domain/cantons';

/** Liveness (answers once the database is migrated, which buildApp awaits) and public client settings. */
export async function systemRoutes(app: FastifyInstance, deps: { onlinePayment: boolean; invoicePayment: boolean; overloaded: () => boolean; malwareScan: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
    overloaded: deps.overloaded(),
    malwareScan: deps.malwareScan ? ('enabled' as const) : ('disabled' as const),
  }));
  r.get('/api/config', { schema: { response: { 200: clientConfigSchema } } }, async () => ({
    onlinePayment: deps.onlinePayment,
    invoicePayment: deps.invoicePayment,
  }));
  // The static canton list of the old product (spec part 2 §7), generated from the shared table.
  r.get('/cantons/cantons.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return cantonsJson('de');
  });
}
