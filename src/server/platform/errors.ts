import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@shared/contract/errors';
import { validationMessageText } from '@shared/contract/validation-messages';
import type { ZodError } from 'zod';
import { errorIdOf } from './logger';

/** An error the API answers as `{ message, code }` with the given HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const notFound = (message = 'Not found') => new AppError(ERROR_CODES.notFound, 404, message);
export const validationError = (message: string) => new AppError(ERROR_CODES.validation, 400, message);
/** A 400 from a shared schema's refusal of input that did not come through a route schema (multipart fields). */
export const validationErrorFrom = (error: ZodError) => validationError(validationMessageText(error.issues[0]?.message ?? 'Invalid request'));

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
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ? validationMessageText(first.message) : 'Invalid request';
      return reply.code(400).send({ message, code: ERROR_CODES.validation });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ message: error.message, code: ERROR_CODES.rateLimited });
    }
    if (status === 415) {
      return reply.code(415).send({ message: 'Send JSON or multipart form data', code: ERROR_CODES.unsupportedMediaType });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, ...): safe to pass on.
      const code = status === 403 ? ERROR_CODES.forbidden : status === 404 ? ERROR_CODES.notFound : ERROR_CODES.validation;
      return reply.code(status).send({ message: error.message, code });
    }
    // Never the error itself in the answer or the log: a failed query's message quotes its parameters.
    const errorId = errorIdOf(error);
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal error', code: ERROR_CODES.internal, errorId });
  });
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
