import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactRequestBodySchema,
  contactRequestResponseSchema,
  openContactRequestsResponseSchema,
  taxPdfAvailabilitySchema,
  taxPdfYearParamsSchema,
} from '@shared/contract/tax-pdf';
import type { Clock } from '../../platform/clock';
import { requireUser } from '../../platform/session/plugin';
import * as service from './service';

/** RFC 5987/6266: an ASCII fallback name plus the exact UTF-8 name. */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The finished tax declaration on the taxpayer's side (spec part 1 §2.3, §3.8, §7): owner only. */
export async function taxPdfRoutes(app: FastifyInstance, deps: service.TaxPdfDeps & { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/tax-pdf/check-availability/:year', { schema: { params: taxPdfYearParamsSchema, response: { 200: taxPdfAvailabilitySchema } } }, async (request) => {
    const user = requireUser(request);
    return service.checkAvailability(deps.db, { userId: user.userId, taxYear: request.params.year });
  });

  r.get('/api/tax-pdf/download/:year', { schema: { params: taxPdfYearParamsSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const taxYear = request.params.year;
    const { row, stream } = await service.openTaxReturn(deps, { userId: user.userId, taxYear });
    reply.header('content-type', 'application/pdf');
    reply.header('content-length', String(row.size));
    reply.header('content-disposition', attachmentDisposition(`Steuererklärung_${taxYear}.pdf`));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    return reply.send(stream);
  });

  r.get('/api/tax-pdf/contact-requests/:year', { schema: { params: taxPdfYearParamsSchema, response: { 200: openContactRequestsResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return service.listOpenContactRequests(deps.db, { userId: user.userId, taxYear: request.params.year });
  });

  r.post('/api/tax-pdf/contact-request', { schema: { body: contactRequestBodySchema, response: { 200: contactRequestResponseSchema } }, config: { userBudget: 'message' } }, async (request) => {
    const user = requireUser(request);
    return service.requestContact(deps.db, {
      userId: user.userId,
      taxYear: request.body.taxYear,
      contactMethod: request.body.contactMethod,
      now: deps.clock.now(),
    });
  });
}
