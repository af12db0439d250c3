import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  advancedTaxInfoSchema,
  advancedTaxLockBodySchema,
  advancedTaxLockResponseSchema,
  powerOfAttorneyQuerySchema,
  preferenceBodySchema,
  preferenceParamsSchema,
  saveAuthorizationBodySchema,
  saveChildrenBodySchema,
  saveDeductionsBodySchema,
  saveInvestmentsBodySchema,
  saveRealEstateBodySchema,
  saveSectionResponseSchema,
  saveSpouseBodySchema,
  taxCategoryPreferencesSchema,
  type SavedSectionId,
} from '@shared/contract/advanced-tax-info';
import { taxYearQuerySchema } from '@shared/contract/user';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Db } from '../../db/connect';
import type { Clock } from '../../platform/clock';
import { requireUser } from '../../platform/session/plugin';
import * as service from './service';

/**
 * The advanced tax information page (spec part 2): its sections, the 'relevant' toggles, the
 * 'Finish Section' lock (POST /api/tax-status/advanced-tax-locked) and the power of attorney.
 */
export async function advancedTaxInfoRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/advanced-tax-info', { schema: { querystring: taxYearQuerySchema, response: { 200: advancedTaxInfoSchema } } }, async (request) => {
    const user = requireUser(request);
    return service.getAdvancedTaxInfo(deps.db, { userId: user.userId, taxYear: request.query.taxYear ?? defaultTaxYear(deps.clock.now()) });
  });

  const save = async <K extends SavedSectionId>(userId: number, taxYear: number, section: K, data: service.SectionData[K]) => {
    const info = await service.saveSection(deps.db, { userId, taxYear, section, data, now: deps.clock.now() });
    return { success: true as const, info };
  };
  const saved = { 200: saveSectionResponseSchema };

  r.put('/api/advanced-tax-info/authorization', { schema: { body: saveAuthorizationBodySchema, response: saved } }, async (request) =>
    save(requireUser(request).userId, request.body.taxYear, 'authorization', request.body.settings),
  );
  r.put('/api/advanced-tax-info/spouse', { schema: { body: saveSpouseBodySchema, response: saved } }, async (request) =>
    save(requireUser(request).userId, request.body.taxYear, 'spouse', request.body.spouse),
  );
  r.put('/api/advanced-tax-info/children', { schema: { body: saveChildrenBodySchema, response: saved } }, async (request) =>
    save(requireUser(request).userId, request.body.taxYear, 'children', request.body.children),
  );
  r.put('/api/advanced-tax-info/investments', { schema: { body: saveInvestmentsBodySchema, response: saved } }, async (request) => {
    const { taxYear, investments } = request.body;
    const info = await service.saveInvestments(deps.db, { userId: requireUser(request).userId, taxYear, investments, now: deps.clock.now() });
    return { success: true as const, info };
  });
  r.put('/api/advanced-tax-info/deductions', { schema: { body: saveDeductionsBodySchema, response: saved } }, async (request) =>
    save(requireUser(request).userId, request.body.taxYear, 'deductions', request.body.deductions),
  );
  r.put('/api/advanced-tax-info/real-estate', { schema: { body: saveRealEstateBodySchema, response: saved } }, async (request) =>
    save(requireUser(request).userId, request.body.taxYear, 'realEstate', request.body.realEstate),
  );

  r.get(
    '/api/tax-category-preferences',
    { schema: { querystring: taxYearQuerySchema, response: { 200: taxCategoryPreferencesSchema } } },
    async (request) => {
      const user = requireUser(request);
      return service.getPreferences(deps.db, { userId: user.userId, taxYear: request.query.taxYear ?? defaultTaxYear(deps.clock.now()) });
    },
  );

  r.post(
    '/api/user-preferences/:categoryId',
    { schema: { params: preferenceParamsSchema, body: preferenceBodySchema, response: { 200: taxCategoryPreferencesSchema } } },
    async (request) => {
      const user = requireUser(request);
      return service.setPreference(deps.db, {
        userId: user.userId,
        taxYear: request.body.taxYear,
        sectionId: request.params.categoryId,
        isRelevant: request.body.isRelevant,
        now: deps.clock.now(),
      });
    },
  );

  // 'Finish Section' of the advanced page; the path sits under tax-status as the spec names it.
  r.post(
    '/api/tax-status/advanced-tax-locked',
    { schema: { body: advancedTaxLockBodySchema, response: { 200: advancedTaxLockResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const result = await service.setAdvancedTaxLock(deps.db, {
        userId: user.userId,
        taxYear: request.body.taxYear,
        locked: request.body.locked,
        now: deps.clock.now(),
      });
      return { success: true as const, ...result };
    },
  );

  r.get('/api/advanced-tax-info/power-of-attorney', { schema: { querystring: powerOfAttorneyQuerySchema } }, async (request, reply) => {
    const user = requireUser(request);
    const { filename, content } = await service.powerOfAttorneyPdf(deps.db, {
      userId: user.userId,
      taxYear: request.query.taxYear,
      language: request.query.language,
      now: deps.clock.now(),
    });
    reply.header('content-type', 'application/pdf');
    reply.header('content-length', String(content.length));
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
    return reply.send(content);
  });
}
