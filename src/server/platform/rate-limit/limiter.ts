import { ERROR_CODES } from '@shared/contract/errors';
import type { Db } from '../../db/connect';
import type { Clock } from '../clock';
import { MINUTE } from '../clock';
import { AppError } from '../errors';
import type { Budget } from '../rate-limits';
import { hmacHex } from '../secrets';
import * as data from './data';

/** What one counter allows: `subject` names what is counted ('user:12:write', 'ip:…'). */
export type Limit = { subject: string; budget: Budget };
export type LimitOutcome = { exceeded: boolean; retryAfterSeconds: number };
export type Counted = { count: number; ttlMs: number };

/**
 * Fixed-window counters kept in the database, so every app instance behind a load balancer
 * shares them and a restart forgets nothing. Keys are HMACs of the subject: the table never
 * holds an e-mail, an address or a user id in clear.
 */
export type Limiter = {
  /** Counts one hit on every limit; exceeded when any of them went over its max. */
  hit(limits: readonly Limit[]): Promise<LimitOutcome>;
  /** Whether a limit is already used up, without counting. */
  peek(limit: Limit): Promise<LimitOutcome>;
  /** Counts one hit on a single key and reports its state (the store of @fastify/rate-limit). */
  count(subject: string, windowMs: number): Promise<Counted>;
  /** Gives a limit back entirely (a code that never reached its recipient). */
  forget(limit: Limit): Promise<void>;
};

/** Expired rows are removed at most this often per instance, on the way of a counted request. */
const SWEEP_INTERVAL_MS = MINUTE;

export function createLimiter(deps: { db: Db; clock: Clock; keyHmacKey: Buffer }): Limiter {
  const { db, clock } = deps;
  // The window length belongs to the key: two budgets on one subject are two rows.
  const keyOf = (subject: string, windowMs: number) => hmacHex(deps.keyHmacKey, `rate-limit:${windowMs}:${subject}`);
  let lastSweep = Number.NEGATIVE_INFINITY;

  const sweep = async (now: Date) => {
    if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now.getTime();
    await data.deleteExpiredCounters(db, now);
  };

  const outcome = (states: ReadonlyArray<{ count: number; expiresAt: Date; max: number }>, now: Date): LimitOutcome => {
    const over = states.filter((s) => s.count > s.max);
    if (over.length === 0) return { exceeded: false, retryAfterSeconds: 0 };
    const waitMs = Math.max(...over.map((s) => s.expiresAt.getTime() - now.getTime()));
    return { exceeded: true, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  };

  return {
    async hit(limits) {
      const now = clock.now();
      await sweep(now);
      // One row is counted once per request even if two limits name it; the stricter max wins.
      const keyed = new Map<string, { windowMs: number; max: number }>();
      for (const l of limits) {
        const key = keyOf(l.subject, l.budget.timeWindow);
        const max = Math.min(l.budget.max, keyed.get(key)?.max ?? Number.POSITIVE_INFINITY);
        keyed.set(key, { windowMs: l.budget.timeWindow, max });
      }
      const states = await data.countHits(db, [...keyed].map(([key, l]) => ({ key, windowMs: l.windowMs })), now);
      return outcome(
        states.map((s) => ({ ...s, max: keyed.get(s.key)!.max })),
        now,
      );
    },
    async peek(limit) {
      const now = clock.now();
      const state = await data.readCount(db, keyOf(limit.subject, limit.budget.timeWindow), now);
      // Used up means the next hit would go over: the count has reached the max.
      return outcome([{ ...state, count: state.count + 1, max: limit.budget.max }], now);
    },
    async count(subject, windowMs) {
      const now = clock.now();
      await sweep(now);
      const [state] = await data.countHits(db, [{ key: keyOf(subject, windowMs), windowMs }], now);
      return { count: state!.count, ttlMs: Math.max(0, state!.expiresAt.getTime() - now.getTime()) };
    },
    async forget(limit) {
      await data.deleteCounter(db, keyOf(limit.subject, limit.budget.timeWindow));
    },
  };
}

/** The one answer to a used-up limit: 429 RATE_LIMITED with Retry-After in seconds. */
export function tooManyRequests(retryAfterSeconds: number, message = `Too many requests, please try again in ${retryAfterSeconds} seconds`): AppError {
  return new AppError(ERROR_CODES.rateLimited, 429, message, { seconds: retryAfterSeconds });
}
