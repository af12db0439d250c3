import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode, type ErrorParams } from '@shared/contract/errors';
import { validationMessageText, validationReason } from '@shared/contract/validation-messages';
import type { ZodError } from 'zod';
import { errorIdOf } from './logger';

export type AppErrorOptions = { headers?: Record<string, string>; cause?: unknown };
/** A code with parameters needs them; a code without takes none (ERROR_PARAMS says which). */
type ParamsArgs<C extends ErrorCode> =
  ErrorParams<C> extends undefined ? [params?: undefined, options?: AppErrorOptions] : [params: ErrorParams<C>, options?: AppErrorOptions];

/**
 * An error the API answers as `{ message, code, params? }` with the given HTTP status. The
 * message is English, for API users and logs; the client shows its own text from code + params.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly params: ErrorParams<C> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: C,
    readonly statusCode: number,
    message: string,
    ...[params, options]: ParamsArgs<C>
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.params = params as ErrorParams<C> | undefined;
    this.headers = { ...options?.headers };
    // The client's wait is the Retry-After header's, so both always say the same.
    const wait = (params as { seconds?: unknown } | undefined)?.seconds;
    if (typeof wait === 'number' && this.headers['retry-after'] === undefined) this.headers['retry-after'] = String(wait);
  }
}

export const notFound = (message = 'Not found') => new AppError(ERROR_CODES.notFound, 404, message);
/**
 * A 400 for one field: `reason` is a key of VALIDATION_MESSAGES (the English message follows
 * from it) or 'invalid' with a message of its own.
 */
export const validationError = (reason: string, field?: string, message = validationMessageText(reason)) =>
  new AppError(ERROR_CODES.validation, 400, message, field === undefined ? { reason: validationReason(reason) } : { field, reason: validationReason(reason) });
/** A 400 from a shared schema's refusal of input that did not come through a route schema (multipart fields). */
export function validationErrorFrom(error: ZodError, field?: string): AppError {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.');
  return validationError(issue?.message ?? 'invalid', field ?? (path || undefined));
}
/** A value in the wrong format; `expected` shows the right one ('756.XXXX.XXXX.XX'). */
export const invalidFormat = (field: string, expected: string) =>
  new AppError(ERROR_CODES.invalidFormat, 400, `Invalid format. Expected: ${expected}`, { field, expected });

/**
 * One error handler for the whole API. 5xx details stay out of the answer; the log gets the
 * error id, class and code only (logger.ts), and the 500 answer the same id for support.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A failed outside service (mail, payment) says why in its cause: logged as class and code.
      // Expected refusals (overloaded, not configured) have no cause and would only flood the log.
      if (error.statusCode >= 500 && error.cause !== undefined) request.log.error({ err: error }, 'request failed');
      const params = error.params === undefined ? {} : { params: error.params };
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message, code: error.code, ...params });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = closestUnionIssue(error.validation[0]);
      const message = first?.message ? validationMessageText(first.message) : 'Invalid request';
      // '/children/0/firstName' -> 'children.0.firstName'; the body's own name when the whole body failed.
      const field = first?.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : undefined;
      const reason = validationReason(first?.message ?? 'invalid');
      return reply.code(400).send({ message, code: ERROR_CODES.validation, params: field ? { field, reason } : { reason } });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after'));
      const params = Number.isFinite(seconds) ? { params: { seconds } } : {};
      return reply.code(429).send({ message: error.message, code: ERROR_CODES.rateLimited, ...params });
    }
    if (status === 415) {
      return reply.code(415).send({ message: 'Send JSON or multipart form data', code: ERROR_CODES.unsupportedMediaType });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, ...): safe to pass on.
      if (status === 403) return reply.code(status).send({ message: error.message, code: ERROR_CODES.forbidden });
      if (status === 404) return reply.code(status).send({ message: error.message, code: ERROR_CODES.notFound });
      return reply.code(status).send({ message: error.message, code: ERROR_CODES.validation, params: { reason: 'invalid' } });
    }
    // Never the error itself in the answer or the log: a failed query's message quotes its parameters.
    const errorId = errorIdOf(error);
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal error', code: ERROR_CODES.internal, errorId });
  });
}

type SchemaIssue = { instancePath: string; message?: string; keyword?: string; params?: Record<string, unknown> };
type ZodIssueLike = { code?: string; path?: PropertyKey[]; message?: string; errors?: unknown };

/**
 * A body that fits none of a union's options (the estimate's taxable or gross figures) fails as a
 * whole with zod's 'invalid_union' and no field; the person needs the wrong field of the option
 * they meant, taken to be the option with the fewest issues.
 */
function closestUnionIssue(issue: SchemaIssue | undefined): SchemaIssue | undefined {
  if (!issue || issue.keyword !== 'invalid_union' || !Array.isArray(issue.params?.errors)) return issue;
  const options = (issue.params.errors as unknown[]).filter((option): option is ZodIssueLike[] => Array.isArray(option) && option.length > 0);
  const nested = options.sort((a, b) => a.length - b.length)[0]?.[0];
  if (!nested) return issue;
  const base = issue.instancePath.endsWith('/') ? issue.instancePath.slice(0, -1) : issue.instancePath;
  const instancePath = [base, ...(nested.path ?? []).map(String)].join('/') || '/';
  return closestUnionIssue({ instancePath, message: nested.message, keyword: nested.code, params: { errors: nested.errors } });
}

/**
 * Unknown API paths answer a JSON 404. When the built client is served, any other GET for a
 * page path gets index.html so client-side routes (and the client's own not-found page) work.
 */
export function registerNotFoundHandler(app: FastifyInstance, options: { serveSpaIndex: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    const isPagePath = request.method === 'GET' && !pathOnly.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathOnly);
    if (options.serveSpaIndex && isPagePath) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ message: `Route ${request.method} ${pathOnly} not found`, code: ERROR_CODES.notFound });
  });
}
