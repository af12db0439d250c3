import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { finished } from 'node:stream/promises';
import {
  documentCategoriesQuerySchema,
  documentCategoriesResponseSchema,
  fileContentQuerySchema,
  fileParamsSchema,
  filesResponseSchema,
  uploadFieldValueSchema,
  uploadFileNameSchema,
  uploadNumberFieldsSchema,
  storageUsageSchema,
  uploadResponseSchema,
} from '@shared/contract/documents';
import { taxYearQuerySchema } from '@shared/contract/user';
import { languageFromHeader } from '@shared/domain/languages';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Clock } from '../../platform/clock';
import { AppError, validationErrorFrom } from '../../platform/errors';
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

  r.get('/api/files/usage', { schema: { querystring: taxYearQuerySchema, response: { 200: storageUsageSchema } } }, async (request) => {
    const user = requireUser(request);
    return service.storageUsage(deps, { userId: user.userId, taxYear: request.query.taxYear ?? defaultTaxYear(deps.clock.now()) });
  });

  /**
   * Reads a multipart upload part by part: files stream straight to encrypted temporary
   * storage; fields (which may come before or after the files) are collected on the way.
   */
  async function handleUpload(request: FastifyRequest) {
    const user = requireUser(request);
    const received: ReceivedFile[] = [];
    const fields: Record<string, string[]> = {};
    // Field values and file names follow the shared text rules; the first refusal answers 400
    // once the whole body is read (the files received so far are discarded).
    let refusal: AppError | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const name = uploadFileNameSchema.safeParse(part.filename ?? '');
          if (name.success) received.push(await receiveFilePart(deps, part));
          else {
            refusal ??= validationErrorFrom(name.error);
            part.file.resume();
            await finished(part.file);
          }
        } else {
          const value = uploadFieldValueSchema.safeParse(String(part.value));
          if (value.success) (fields[part.fieldname] ??= []).push(String(part.value));
          else refusal ??= validationErrorFrom(value.error);
        }
      }
    } catch (error) {
      await Promise.all(received.map((f) => deps.storage.discard({ tempPath: f.tempPath })));
      throw error;
    }
    const now = deps.clock.now();
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
    // JSON escapes ("\u0000") can make a clean field hold control characters once parsed.
    const badHash = hashes.map((hash) => uploadFieldValueSchema.safeParse(hash)).find((result) => !result.success);
    if (badHash) refusal ??= validationErrorFrom(badHash.error!);
    const nonEmpty = (name: string) => (fields[name]?.[0] === '' ? undefined : fields[name]?.[0]);
    const numbers = uploadNumberFieldsSchema.safeParse({ categoryId: nonEmpty('categoryId'), taxYear: nonEmpty('taxYear') });
    if (!numbers.success) refusal ??= validationErrorFrom(numbers.error);
    if (refusal || !numbers.success) {
      await Promise.all(received.map((f) => deps.storage.discard({ tempPath: f.tempPath })));
      throw refusal;
    }
    const { categoryId } = numbers.data;
    const taxYear = numbers.data.taxYear ?? defaultTaxYear(now);
    return service.storeUploadedFiles(deps, { userId: user.userId, taxYear, categoryId, files: received, hashes, language: language(request), now });
  }

  r.post('/api/files/upload', { schema: { response: { 200: uploadResponseSchema } } }, handleUpload);
  r.post('/api/upload', { schema: { response: { 200: uploadResponseSchema } } }, handleUpload);

  r.get(
    '/api/files/:id/content',
    { schema: { params: fileParamsSchema, querystring: fileContentQuerySchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const { row, stream } = await service.openFileContent(deps, { userId: user.userId, fileId: request.params.id });
      return sendStoredFile(reply, row, stream, { download: request.query.download === '1' });
    },
  );
}
