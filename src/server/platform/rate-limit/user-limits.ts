import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * Calls that are never limited per user: the Stripe webhook has no user, signing out must
 * always work, also for an account that ran out of budget, and the public tax calculator changes
 * nothing and has its own, far higher per-address limits (a slider sends many estimates).
 */
const EXEMPT_ROUTES = new Set(['POST /api/payments/stripe/webhook', 'POST /api/auth/logout', 'POST /api/tax-calculator/estimate', 'POST /api/tax-calculator/rank']);

/**
 * Per-user limits on every state-changing call, in one hook for all routes: whatever route is
 * added later is covered without being named here. Runs after the session plugin (which knows
 * the user) and after the Origin check, so a forged cross-site request cannot spend a person's
 * budget. Upload bodies are refused before a byte of them is read.
 */
export function registerUserRateLimits(app: FastifyInstance, deps: { limiter: Limiter; budgets: RateLimitSettings['perUser'] }): void {
  // A callback hook: reads (most requests) pass without the cost of a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.sessionUser) return done();
    spendUserBudgets(request, deps).then(() => done(), done);
  });
}

/** Spends one hit of each budget the call counts against; a spent budget answers 429. */
async function spendUserBudgets(request: FastifyRequest, deps: { limiter: Limiter; budgets: RateLimitSettings['perUser'] }): Promise<void> {
  const user = request.sessionUser!;
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
}
