import type { Limiter } from './limiter';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type StoreOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (through the
 * limiter), so the per-address limits on the sign-in calls hold across every app instance.
 * The plugin makes one child per route; the route's method and pattern keep their counters
 * apart, as the plugin's own in-memory store does.
 */
export function databaseRateLimitStore(limiter: Limiter) {
  return class DatabaseRateLimitStore {
    private readonly scope: string;

    // The plugin passes its merged parameters, whose `routeInfo` names the route (typed loosely
    // in the plugin's declarations).
    constructor(options: unknown = {}) {
      const route = (options as StoreOptions).routeInfo;
      const method = route?.method;
      this.scope = `${Array.isArray(method) ? method.join(',') : (method ?? '*')} ${route?.url ?? '*'}`;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      limiter.count(`ip:${this.scope}:${key}`, timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: state.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
