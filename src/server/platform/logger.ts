import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * The server log: request method, route, status and timing only. Headers are never logged;
 * should a header object reach a log call anyway, cookies and credentials are redacted.
 * Codes, tokens and AHV numbers travel only in bodies and cookies, which are not logged.
 *
 * Errors are the other way personal data reaches a log: a failed query's error carries the SQL
 * and its parameters (the AHV number being saved), PostgreSQL's `detail` quotes the failing row,
 * and many messages quote the input. So every error, wherever and however it is logged, is
 * reduced to its class, its constant code (SQLSTATE, Fastify or Node code) and an error id that
 * the 500 answer also carries, so support can find the line (issue 9, finding 1).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie'],
    // Fastify's types expect pino's full error shape (message, stack): ours keeps less on purpose.
    serializers: { err: safeError as never, error: safeError, req: safeRequest },
    hooks: { logMethod: withoutErrorMessages },
    // An error under any other key of a log call is reduced the same way.
    formatters: { log: (fields) => reduceErrors(fields) },
    ...(stream ? { stream } : {}),
  };
}

/** What the log keeps of an error. */
export type SafeError = {
  type: string;
  errorId: string;
  code?: string;
  statusCode?: number;
  /** The same of the error's cause (for a failed query: the database driver's error). */
  cause?: Omit<SafeError, 'errorId' | 'cause'>;
};

const errorIds = new WeakMap<object, string>();

/** The error's id: one per error object, so the log line and the 500 answer show the same one. */
export function errorIdOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return randomUUID();
  let id = errorIds.get(error);
  if (!id) {
    id = randomUUID();
    errorIds.set(error, id);
  }
  return id;
}

// Constant codes only (SQLSTATE '23514', 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'ECONNREFUSED'),
// never a free text that might quote input.
const CONSTANT_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

function describe(error: unknown): Omit<SafeError, 'errorId' | 'cause'> {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor?.name || error.name || 'Error',
    ...(typeof code === 'string' && CONSTANT_CODE.test(code) ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
  };
}

/** An error as the log keeps it: never its message, stack, query, parameters or detail. */
export function safeError(error: unknown): SafeError {
  const cause = error instanceof Error && error.cause !== undefined ? describe(error.cause) : undefined;
  return { ...describe(error), errorId: errorIdOf(error), ...(cause ? { cause } : {}) };
}

/**
 * The request as the log keeps it: the matched route pattern (`/api/expert/cases/:userId/:taxYear`),
 * or for unknown paths the path without its query string, which may hold search text or an
 * e-mail address.
 */
function safeRequest(request: FastifyRequest) {
  const path = request.routeOptions?.url ?? (request.url ?? '').split('?')[0]!.slice(0, 200);
  return { method: request.method, url: path, remoteAddress: request.ip };
}

function reduceErrors(fields: Record<string, unknown>): Record<string, unknown> {
  let reduced: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Error && key !== 'err' && key !== 'error') (reduced ??= { ...fields })[key] = safeError(value);
  }
  return reduced ?? fields;
}

/**
 * pino takes the log line's message from the error when none is given (`log.error(err)`,
 * `log.error({ err })`), and Fastify passes `err.message` as the message itself; both would
 * write the error's text. Those lines get the error's class as their message instead.
 */
function withoutErrorMessages(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
  const [first, second] = args;
  if (first instanceof Error) {
    const message = typeof second === 'string' && second !== first.message ? second : `${describe(first).type} (error ${errorIdOf(first)})`;
    return method.apply(this, [{ err: first }, message]);
  }
  if (typeof first === 'object' && first !== null) {
    const { err, error } = first as { err?: unknown; error?: unknown };
    const logged = err instanceof Error ? err : error instanceof Error ? error : undefined;
    if (logged && (typeof second !== 'string' || second === logged.message)) {
      return method.apply(this, [first, `${describe(logged).type} (error ${errorIdOf(logged)})`]);
    }
  }
  // Fastify's own 404 line quotes the raw URL (our not-found handler replaces it; this is the net).
  if (typeof first === 'string' && NOT_FOUND_LINE.test(first)) return method.apply(this, [first.replace(/\?\S*/, '')]);
  return method.apply(this, args);
}

const NOT_FOUND_LINE = /^Route \S+ not found$/;

/**
 * A start-up failure as printed to stderr: its message tells the operator what to fix (a port in
 * use, a missing secret), except for a database error, whose message quotes the failed query's
 * parameters (re-encryption and clean-ups at start-up handle personal identifiers) and whose
 * detail quotes rows: that one shows only its class and SQLSTATE.
 */
export function startupFailureText(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  if (!isDatabaseError(error) && !isDatabaseError(error.cause)) return error.message;
  const { type, code, cause } = safeError(error);
  const causeText = cause ? `, caused by ${cause.type}${cause.code ? ` ${cause.code}` : ''}` : '';
  return `${type}${code ? ` ${code}` : ''}${causeText}`;
}

/** Drizzle's query errors and the drivers' errors (pg, PGlite) carry these fields. */
function isDatabaseError(error: unknown): boolean {
  return error instanceof Error && ['query', 'params', 'detail', 'severity'].some((field) => field in error);
}
