import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@shared/contract/errors';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes called server to server, never by a browser: they carry no Origin and prove who sent
 * them in their own way (Stripe signs every webhook body). And the public tax calculator, whose
 * POSTs change nothing and read nothing personal (a computation on the figures sent, JSON only),
 * so other sites and API users may call it. Matched on the route pattern Fastify resolved, so no
 * spelling of the URL can borrow the exemption for another route.
 */
const EXEMPT_ROUTES = new Set(['POST /api/payments/stripe/webhook', 'POST /api/tax-calculator/estimate', 'POST /api/tax-calculator/rank']);

/**
 * Cross-site request forgery guard: a state-changing call must come from a page of our own
 * origin. Browsers always send Origin on such requests; a missing one is refused too. Every
 * non-GET request is checked whatever its path: the router decodes the path (`/%61pi/…` reaches
 * `/api/…`), so a check that read the raw URL could be walked around.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: string): void {
  // A callback hook, not an async one: it runs on every request and never waits for anything.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const { url, method } = request.routeOptions;
    if (url && EXEMPT_ROUTES.has(`${method} ${url}`)) return done();
    if (request.headers.origin !== publicOrigin) return done(new AppError(ERROR_CODES.badOrigin, 403, 'Request origin not allowed'));
    done();
  });
}
