import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  municipalitySearchQuerySchema,
  municipalitySearchResponseSchema,
  taxEstimateBodySchema,
  taxEstimateResponseSchema,
  taxRankingBodySchema,
  taxRankingResponseSchema,
} from '@shared/contract/tax-calculator';
import type { RateLimitSettings } from '../../platform/rate-limits';
import { createMunicipalityFinder, estimateTaxes, rankMunicipalities, type TaxCalculatorDeps } from './service';

export type TaxCalculatorRouteDeps = TaxCalculatorDeps & { rateLimits: Pick<RateLimitSettings, 'taxCalculatorPerIp' | 'taxRankingPerIp'> };

/**
 * The public calculator: no session needed, and the POSTs are exempt from the Origin check and
 * the per-user limits (they change nothing; platform/origin-check.ts, rate-limit/user-limits.ts).
 * Each route has its own per-address limit.
 */
export async function taxCalculatorRoutes(app: FastifyInstance, deps: TaxCalculatorRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const findMunicipalities = createMunicipalityFinder(deps);

  r.post(
    '/api/tax-calculator/estimate',
    {
      schema: { body: taxEstimateBodySchema, response: { 200: taxEstimateResponseSchema } },
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
}
