import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { finished } from 'node:stream/promises';
import { fileContentQuerySchema, MAX_UPLOAD_MEGABYTES, UPLOAD_ERROR_CODES, uploadFieldValueSchema, uploadFileNameSchema } from '@shared/contract/documents';
import { ERROR_CODES } from '@shared/contract/errors';
import {
  caseActionResponseSchema,
  caseDetailSchema,
  caseFileParamsSchema,
  caseNoteBodySchema,
  caseParamsSchema,
  caseQueueQuerySchema,
  caseQueueResponseSchema,
  contactRequestParamsSchema,
  expertMessageBodySchema,
} from '@shared/contract/expert';
import type { Clock } from '../../platform/clock';
import { AppError, validationError, validationErrorFrom } from '../../platform/errors';
import { requireRole } from '../../platform/session/plugin';
import { sendStoredFile } from '../../platform/uploads/file-response';
import { kindMatchesName } from '../../platform/uploads/file-type';
import type { MalwareScanner } from '../../platform/uploads/malware-scan';
import { receiveFilePart, type ReceivedFile } from '../../platform/uploads/receive-upload';
import * as service from './service';

const STAFF_ROLES = ['expert', 'admin'] as const;
const staffOnly = (request: FastifyRequest) => requireRole(request, STAFF_ROLES, 'Restricted area – experts and administrators only');
const contentQuery = fileContentQuerySchema;
const returnParamsSchema = caseParamsSchema.extend({ returnId: caseFileParamsSchema.shape.fileId });

/** The experts' back office (issue 8). Every route: expert or admin, otherwise 401/403. */
export async function expertRoutes(app: FastifyInstance, deps: Omit<service.ExpertDeps, 'log'> & { clock: Clock; malwareScanner: MalwareScanner }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const serviceDeps: service.ExpertDeps = { ...deps, log: app.log };
  const staffOf = (request: FastifyRequest) => ({ userId: staffOnly(request).userId });

  r.get('/api/expert/cases', { schema: { querystring: caseQueueQuerySchema, response: { 200: caseQueueResponseSchema } } }, async (request) => {
    staffOnly(request);
    return service.caseQueue(deps.db, { query: request.query, now: deps.clock.now() });
  });

  r.get('/api/expert/cases/:userId/:taxYear', { schema: { params: caseParamsSchema, response: { 200: caseDetailSchema } } }, async (request) => {
    const staff = staffOf(request);
    return service.openCase(deps.db, { staff, ...request.params, now: deps.clock.now() });
  });

  r.get('/api/expert/cases/:userId/:taxYear/files/:fileId/content/:name?', { schema: { params: caseFileParamsSchema, querystring: contentQuery } }, async (request, reply) => {
    const staff = staffOf(request);
    const { row, stream } = await service.openCaseFile(serviceDeps, { staff, ...request.params, now: deps.clock.now() });
    return sendStoredFile(reply, row, stream, { download: request.query.download === '1' });
  });

  r.get('/api/expert/cases/:userId/:taxYear/returns/:returnId/content/:name?', { schema: { params: returnParamsSchema, querystring: contentQuery } }, async (request, reply) => {
    const staff = staffOf(request);
    const { row, stream } = await service.openCaseReturn(serviceDeps, { staff, ...request.params, now: deps.clock.now() });
    return sendStoredFile(reply, row, stream, { download: request.query.download === '1' });
  });

  const action = { response: { 200: caseActionResponseSchema } };

  r.post('/api/expert/cases/:userId/:taxYear/messages', { schema: { params: caseParamsSchema, body: expertMessageBodySchema, ...action }, config: { userBudget: 'message' } }, async (request) => {
    const staff = staffOf(request);
    const detail = await service.postMessage(serviceDeps, { staff, ...request.params, ...request.body, now: deps.clock.now() });
    return { success: true as const, case: detail };
  });

  r.post('/api/expert/cases/:userId/:taxYear/notes', { schema: { params: caseParamsSchema, body: caseNoteBodySchema, ...action } }, async (request) => {
    const staff = staffOf(request);
    const detail = await service.addNote(deps.db, { staff, ...request.params, note: request.body.note, now: deps.clock.now() });
    return { success: true as const, case: detail };
  });

  r.post('/api/expert/cases/:userId/:taxYear/contact-requests/:requestId/resolve', { schema: { params: contactRequestParamsSchema, ...action } }, async (request) => {
    const staff = staffOf(request);
    const detail = await service.resolveContactRequest(deps.db, { staff, ...request.params, now: deps.clock.now() });
    return { success: true as const, case: detail };
  });

  r.post('/api/expert/cases/:userId/:taxYear/complete', { schema: { params: caseParamsSchema, ...action } }, async (request) => {
    const staff = staffOf(request);
    const detail = await service.completeCase(serviceDeps, { staff, ...request.params, now: deps.clock.now() });
    return { success: true as const, case: detail };
  });

  /**
   * The finished return: multipart with exactly one PDF in `file` and its SHA-256 in `hash`. The
   * file streams to encrypted temporary storage; anything refused is discarded before answering.
   */
  r.post('/api/expert/cases/:userId/:taxYear/return', { schema: { params: caseParamsSchema, ...action } }, async (request) => {
    const staff = staffOf(request);
    if (!request.isMultipart()) throw new AppError(UPLOAD_ERROR_CODES.noFiles, 400, 'Send the PDF as multipart form data');
    const received: ReceivedFile[] = [];
    const fields: Record<string, string> = {};
    // Field values and file names follow the shared text rules, as in every upload.
    let invalid: AppError | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const name = uploadFileNameSchema.safeParse(part.filename ?? '');
          if (name.success) received.push(await receiveFilePart(deps, part));
          else {
            invalid ??= validationErrorFrom(name.error);
            part.file.resume();
            await finished(part.file);
          }
        } else {
          const value = uploadFieldValueSchema.safeParse(String(part.value));
          if (value.success) fields[part.fieldname] ??= String(part.value);
          else invalid ??= validationErrorFrom(value.error);
        }
      }
    } catch (error) {
      await Promise.all(received.map((f) => deps.storage.discard({ tempPath: f.tempPath })));
      throw error;
    }
    const refusal = invalid ?? returnRefusal(received, fields.hash);
    if (refusal) {
      await Promise.all(received.map((f) => deps.storage.discard({ tempPath: f.tempPath })));
      throw refusal;
    }
    const file = received[0]!;
    const detail = await service.uploadReturn(serviceDeps, { staff, ...request.params, file, now: deps.clock.now() });
    return { success: true as const, case: detail };
  });
}

/** Why the upload is not one intact PDF of less than 50 MB, or null. */
function returnRefusal(files: ReceivedFile[], hash: string | undefined): AppError | null {
  if (files.length === 0) return new AppError(UPLOAD_ERROR_CODES.noFiles, 400, 'No file was sent');
  if (files.length > 1) return validationError('invalid', 'file', 'Send exactly one PDF file');
  const file = files[0]!;
  if (file.truncated) return new AppError(UPLOAD_ERROR_CODES.tooLarge, 413, `The file is too large: files must be smaller than ${MAX_UPLOAD_MEGABYTES} MB`, {
      maxMegabytes: MAX_UPLOAD_MEGABYTES,
    });
  if (file.size === 0) return new AppError(UPLOAD_ERROR_CODES.empty, 400, 'The file is empty');
  if (file.infected) return new AppError(ERROR_CODES.malwareFound, 422, 'The virus scanner found malware in this file; it was not stored');
  if (file.kind !== 'pdf' || !kindMatchesName('pdf', file.originalName)) return new AppError(UPLOAD_ERROR_CODES.unsupportedType, 415, 'The finished tax return must be a PDF file', {
      allowed: '.pdf',
    });
  if (!hash) return new AppError(UPLOAD_ERROR_CODES.hashMissing, 400, 'The SHA-256 checksum of the file is missing');
  if (hash.trim().toLowerCase() !== file.sha256) return new AppError(UPLOAD_ERROR_CODES.hashMismatch, 400, 'The file was damaged on the way (checksum mismatch), please upload it again');
  return null;
}
