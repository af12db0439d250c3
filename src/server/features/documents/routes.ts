import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  documentCategoriesQuerySchema,
  documentCategoriesResponseSchema,
  fileContentQuerySchema,
  fileParamsSchema,
  filesResponseSchema,
  uploadFieldsSchema,
  uploadFieldValueSchema,
  uploadFileNameSchema,
  type UploadFields,
  storageUsageSchema,
  UPLOAD_ERROR_CODES,
  uploadResponseSchema,
} from '@shared/contract/documents';
import { taxYearQuerySchema } from '@shared/contract/user';
import { languageFromHeader } from '@shared/domain/languages';
import { defaultTaxYear } from '@shared/domain/tax-years';
import type { Clock } from '../../platform/clock';
import { AppError, validationError, validationErrorFrom } from '../../platform/errors';
import { requireUser } from '../../platform/session/plugin';
import { sendStoredFile } from '../../platform/uploads/file-response';
import { cleanFilename, receiveFilePart, type ReceivedFile } from '../../platform/uploads/receive-upload';
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
   * Reads a multipart upload part by part. The fields come first (the client sends them so):
   * when the first file part arrives they are parsed with the shared schema and the year,
   * category, status and quota are checked before a byte of it is written. Files then stream
   * straight to encrypted temporary storage. A refusal of the whole upload reads the rest of
   * the body without keeping it, so the client always gets the answer.
   */
  async function handleUpload(request: FastifyRequest) {
    const user = requireUser(request);
    const now = deps.clock.now();
    const received: ReceivedFile[] = [];
    const files: (ReceivedFile | service.RefusedFile)[] = [];
    const values: Record<string, string[]> = {};
    let fields: UploadFields | undefined;
    let gate: service.UploadGate | undefined;
    // A refusal of the whole upload: the first one answers once the body is read.
    let refusal: unknown;
    const parseFields = (): UploadFields => {
      const parsed = uploadFieldsSchema.safeParse(values);
      if (!parsed.success) throw validationErrorFrom(parsed.error);
      return parsed.data;
    };
    const taxYearOf = (f: UploadFields) => f.taxYear ?? defaultTaxYear(now);
    try {
      for await (const part of request.parts()) {
        if (refusal) {
          if (part.type === 'file') await drain(part.file);
          continue;
        }
        try {
          if (part.type === 'field') {
            if (gate) throw validationError('invalid', undefined, 'Send the fields (categoryId, taxYear, hashes) before the files');
            const value = uploadFieldValueSchema.safeParse(String(part.value));
            if (!value.success) throw validationErrorFrom(value.error);
            (values[part.fieldname] ??= []).push(String(part.value));
            continue;
          }
          // The shape of the request (fields, then the file's name) before what it asks for.
          if (!gate) fields = parseFields();
          const name = uploadFileNameSchema.safeParse(part.filename ?? '');
          if (!name.success) throw validationErrorFrom(name.error);
          gate ??= await service.openUpload(deps, { userId: user.userId, taxYear: taxYearOf(fields!), categoryId: fields!.categoryId, now });
          const expectedHash = fields!.hashes[files.length];
          const overQuota = await gate.admit(expectedHash);
          if (overQuota) {
            await drain(part.file);
            files.push({ originalName: cleanFilename(part.filename), refusal: overQuota });
            continue;
          }
          const file = await receiveFilePart(deps, part);
          received.push(file);
          files.push(file);
          gate.received(file, expectedHash);
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          refusal = error;
          if (part.type === 'file' && !part.file.readableEnded) await drain(part.file);
        }
      }
      if (refusal) throw refusal;
      // No file part arrived: the fields are still checked, then 'no file was sent'.
      fields ??= parseFields();
    } catch (error) {
      await Promise.all(received.map((f) => deps.storage.discard({ tempPath: f.tempPath })));
      throw error;
    }
    if (!gate) throw new AppError(UPLOAD_ERROR_CODES.noFiles, 400, 'No file was sent');
    return service.storeUploadedFiles(deps, { userId: user.userId, taxYear: taxYearOf(fields), categoryId: gate.categoryId, files, hashes: fields.hashes, language: language(request), now });
  }

  r.post('/api/files/upload', { schema: { response: { 200: uploadResponseSchema } } }, handleUpload);
  r.post('/api/upload', { schema: { response: { 200: uploadResponseSchema } } }, handleUpload);

  r.get(
    // The optional last segment is the file's name, for the browser tab (namedContentUrl).
    '/api/files/:id/content/:name?',
    { schema: { params: fileParamsSchema, querystring: fileContentQuerySchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const { row, stream } = await service.openFileContent(deps, { userId: user.userId, fileId: request.params.id });
      return sendStoredFile(reply, row, stream, { download: request.query.download === '1' });
    },
  );
}

/** Reads a file part to its end without keeping any of it. */
async function drain(file: Readable): Promise<void> {
  file.resume();
  await finished(file);
}
