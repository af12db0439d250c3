import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@shared/contract/errors';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes called server to server, never by a browser: they carry no Origin and prove who sent
 * them in their own way (Stripe signs every webhook body). Matched on the route pattern Fastify
 * resolved, so no spelling of the URL can borrow the exemption for another route.
 */
const EXEMPT_ROUTES = new Set(['POST /api/payments/stripe/webhook']);

/**
 * Cross-site request forgery guard: a state-changing call must come from a page of our own
 * origin. Browsers always send Origin on such requests; a missing one is refused too. Every
 * non-GET request is checked whatever its path: the router decodes the path (`/%61pi/…` reaches
 * `/api/…`), so a check that read the raw URL could be walked around.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.url && EXEMPT_ROUTES.has(`${request.routeOptions.method} ${request.routeOptions.url}`)) return;
    if (request.headers.origin !== publicOrigin) {
      throw new AppError(ERROR_CODES.badOrigin, 403, 'Request origin not allowed');
    }
  });
}
