import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentCategoriesQuerySchema, documentCategoriesResponseSchema, filesResponseSchema, uploadResponseSchema } from '@shared/contract/documents';
import { taxYearQuerySchema } from '@shared/contract/user';
import { languageFromHeader } from '@shared/domain/languages';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Clock } from '../../platform/clock';
import { validationError } from '../../platform/errors';
import { requireUser } from '../../platform/session/plugin';
import { sendStoredFile } from '../../platform/uploads/file-response';
import { receiveFilePart, type ReceivedFile } from '../../platform/uploads/receive-upload';
import * as service from './service';

export async function documentRoutes(app: FastifyInstance, deps: service.DocumentsDeps & { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const language = (request: FastifyRequest) => languageFromHeader(request.headers['accept-language']);

  r.get('/api/document-categories', { schema: { querystring: documentCategoriesQuerySchema, response: { 200: documentCategoriesResponseSchema } } }, async (request) => {
    requireUser(request);
    return service.documentCategories(request.query.mode, language(request));
  });

  r.get('/api/files', { schema: { querystring: taxYearQuerySchema, response: { 200: filesResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return service.listFiles(deps.db, { userId: user.userId, taxYear: request.query.taxYear ?? defaultTaxYear(deps.clock.now()), language: language(request) });
  });

  /**
   * Reads a multipart upload part by part: files stream straight to encrypted temporary
   * storage; fields (which may come before or after the files) are collected on the way.
   */
  async function handleUpload(request: FastifyRequest) {
    const user = requireUser(request);
    const received: ReceivedFile[] = [];
    const fields: Record<string, string[]> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') received.push(await receiveFilePart(deps.storage, part));
        else (fields[part.fieldname] ??= []).push(String(part.value));
      }
    } catch (error) {
      await Promise.all(received.map((f) => deps.storage.discard({ tempPath: f.tempPath })));
      throw error;
    }
    const now = deps.clock.now();
    const number = (name: string) => {
      const text = fields[name]?.[0];
      if (text === undefined || text === '') return undefined;
      if (!/^\d+$/.test(text)) throw validationError(`${name} must be a number`);
      return Number(text);
    };
    let hashes = fields['hashes[]'] ?? [];
    if (!hashes.length && fields.hashes) {
      // POST /api/upload sends the hashes as one JSON array (spec part 2 §7).
      try {
        const parsed: unknown = fields.hashes.length === 1 ? JSON.parse(fields.hashes[0]!) : fields.hashes;
        hashes = Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
      } catch {
        hashes = fields.hashes;
      }
    }
    let categoryId: number | undefined;
    let taxYear: number;
    try {
      categoryId = number('categoryId');
      taxYear = number('taxYear') ?? defaultTaxYear(now);
    } catch (error) {
      await Promise.all(received.map((f) => deps.storage.discard({ tempPath: f.tempPath })));
      throw error;
    }
    return service.storeUploadedFiles(deps, { userId: user.userId, taxYear, categoryId, files: received, hashes, language: language(request), now });
  }

  r.post('/api/files/upload', { schema: { response: { 200: uploadResponseSchema } } }, handleUpload);
  r.post('/api/upload', { schema: { response: { 200: uploadResponseSchema } } }, handleUpload);

  r.get(
    '/api/files/:id/content',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }), querystring: z.object({ download: z.enum(['0', '1']).optional() }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const { row, stream } = await service.openFileContent(deps, { userId: user.userId, fileId: request.params.id });
      return sendStoredFile(reply, row, stream, { download: request.query.download === '1' });
    },
  );
}
