import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Our Content-Security-Policy: only our own origin, no third-party host (CONVENTIONS §3b). */
export function helmetOptions(secure: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with these options. They depend on the options only (no directive is
 * a function of the request), so helmet runs once, against a stand-in response that records them.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet calls back synchronously; should a future version not, the headers would be incomplete.
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return Object.freeze(headers);
}

/**
 * Helmet's security headers (CSP, no framing, nosniff, HSTS over https, ...) on every answer.
 * @fastify/helmet builds a new helmet middleware, parsing the whole CSP again, for every request
 * (a twentieth of the server's time under load, issue 10); the headers are the same every time,
 * so they are computed at start and each request only copies them. Routes that need a stricter
 * policy (stored files, PDFs) still replace the CSP with reply.header, as before.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
