import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressSearchQuerySchema, addressSearchResponseSchema } from '@shared/contract/address';
import { languageFromHeader } from '@shared/domain/languages';
import { requireUser } from '../../platform/session/plugin';
import { DIRECTORY_DATE, DIRECTORY_SOURCE } from './directory';
import { searchAddresses, type AddressSearchDeps } from './service';

export async function addressRoutes(app: FastifyInstance, deps: AddressSearchDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/address/search',
    { schema: { querystring: addressSearchQuerySchema, response: { 200: addressSearchResponseSchema } } },
    async (request) => {
      requireUser(request);
      const { results, remote } = await searchAddresses(deps, {
        query: request.query.q,
        language: languageFromHeader(request.headers['accept-language']),
      });
      return { results, source: { directory: DIRECTORY_SOURCE, directoryDate: DIRECTORY_DATE, remote } };
    },
  );
}
