import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  municipalitySearchQuerySchema,
  municipalitySearchResponseSchema,
  taxEstimateRequestSchema,
  taxEstimateResponseSchema,
  taxRankingBodySchema,
  taxRankingResponseSchema,
  taxTablesParamsSchema,
  taxTablesSliceSchema,
} from '@shared/contract/tax-calculator';
import type { RateLimitSettings } from '../../platform/rate-limits';
import { estimateTaxes, rankMunicipalities, taxTablesOfCanton, type MunicipalityFinder } from './service';

export type TaxCalculatorRouteDeps = {
  /** Built once by app.ts, which hands the same search to the tax-efficiency feature. */
  findMunicipalities: MunicipalityFinder;
  rateLimits: Pick<RateLimitSettings, 'taxCalculatorPerIp' | 'taxRankingPerIp'>;
};

/** The tables of a year never change while the server runs; a day keeps phones from fetching them on every visit. */
const TABLES_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The public calculator: no session needed, and the POSTs are exempt from the Origin check and
 * the per-user limits (they change nothing; platform/origin-check.ts, rate-limit/user-limits.ts).
 * Each route has its own per-address limit.
 */
export async function taxCalculatorRoutes(app: FastifyInstance, deps: TaxCalculatorRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { findMunicipalities } = deps;

  r.post(
    '/api/tax-calculator/estimate',
    {
      schema: { body: taxEstimateRequestSchema, response: { 200: taxEstimateResponseSchema } },
      config: { rateLimit: deps.rateLimits.taxCalculatorPerIp },
    },
    async (request) => estimateTaxes(request.body),
  );

  r.post(
    '/api/tax-calculator/rank',
    {
      schema: { body: taxRankingBodySchema, response: { 200: taxRankingResponseSchema } },
      config: { rateLimit: deps.rateLimits.taxRankingPerIp },
    },
    async (request) => {
      const { scope, ...household } = request.body;
      return { municipalities: rankMunicipalities(household, scope) };
    },
  );

  r.get(
    '/api/tax-calculator/municipalities',
    {
      schema: { querystring: municipalitySearchQuerySchema, response: { 200: municipalitySearchResponseSchema } },
      config: { rateLimit: deps.rateLimits.taxCalculatorPerIp },
    },
    async (request) => ({ results: findMunicipalities(request.query.q, request.query.taxYear) }),
  );

  r.get(
    '/api/tax-calculator/tables/:taxYear/:canton',
    {
      schema: { params: taxTablesParamsSchema, response: { 200: taxTablesSliceSchema } },
      config: { rateLimit: deps.rateLimits.taxCalculatorPerIp },
      // A route hook runs after the app's, which marks every API answer no-store: these tables
      // are public and the same for everyone. Refusals stay no-store.
      onSend: (_request, reply, payload, done) => {
        if (reply.statusCode === 200) reply.header('cache-control', TABLES_CACHE_CONTROL);
        done(null, payload);
      },
    },
    async (request) => taxTablesOfCanton(request.params.taxYear, request.params.canton),
  );
}
