import type { FastifyInstance } from 'fastify';
import type { RateLimitSettings, UserBudgetClass } from '../rate-limits';
import { tooManyRequests, type Limit, type Limiter } from './limiter';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A tighter budget this route spends besides the general 'write' one (platform/rate-limit). */
    userBudget?: Exclude<UserBudgetClass, 'write'>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls that are never limited per user: the Stripe webhook has no user, and signing out must
 * always work, also for an account that ran out of budget.
 */
const EXEMPT_ROUTES = new Set(['POST /api/payments/stripe/webhook', 'POST /api/auth/logout']);

/**
 * Per-user limits on every state-changing call, in one hook for all routes: whatever route is
 * added later is covered without being named here. Runs after the session plugin (which knows
 * the user) and after the Origin check, so a forged cross-site request cannot spend a person's
 * budget. Upload bodies are refused before a byte of them is read.
 */
export function registerUserRateLimits(app: FastifyInstance, deps: { limiter: Limiter; budgets: RateLimitSettings['perUser'] }): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const user = request.sessionUser;
    if (!user) return;
    const { url, method, config } = request.routeOptions;
    if (url && EXEMPT_ROUTES.has(`${method} ${url}`)) return;

    const classes = new Set<UserBudgetClass>(['write']);
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) classes.add('upload');
    if (config?.userBudget) classes.add(config.userBudget);
    const limits: Limit[] = [...classes].flatMap((budgetClass) =>
      deps.budgets[budgetClass].map((budget) => ({ subject: `user:${user.userId}:${budgetClass}`, budget })),
    );
    const outcome = await deps.limiter.hit(limits);
    if (outcome.exceeded) {
      throw tooManyRequests(outcome.retryAfterSeconds, `Too many changes in a short time, please try again in ${outcome.retryAfterSeconds} seconds`);
    }
  });
}
