import type { FastifyServerOptions } from 'fastify';

/**
 * The server log: request method, path, status and timing only. Headers are never logged;
 * should a header object reach a log call anyway, cookies and credentials are redacted.
 * Codes, tokens and AHV numbers travel only in bodies and cookies, which are not logged.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie'],
    ...(stream ? { stream } : {}),
  };
}
