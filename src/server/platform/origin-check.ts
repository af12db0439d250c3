import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@shared/contract/errors';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing API call must come from a page of our own
 * origin. Browsers always send Origin on such requests; a missing one is refused too.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers.origin !== publicOrigin) {
      throw new AppError(ERROR_CODES.badOrigin, 403, 'Request origin not allowed');
    }
  });
}
