import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@shared/contract/errors';
import { AppError } from './errors';

/**
 * When the process is too busy to answer in reasonable time, new API requests get a quick
 * 503 instead of waiting in a queue that only grows. A threshold of 0 switches its check off.
 */
export type OverloadSettings = {
  /** Mean event-loop delay over one sample, in milliseconds. */
  maxEventLoopDelayMs: number;
  /**
   * Share of one sample the event loop was busy (0 to 1). Off by default: embedded PGlite runs
   * its queries on the event loop, so a loop that is busy but still answers promptly is normal
   * there (and right after start); the delay above is what people waiting actually feel.
   */
  maxEventLoopUtilization: number;
  /** Resident memory of the process, in MB. Off by default: PGlite's memory alone is several hundred MB. */
  maxRssMb: number;
  /** What Retry-After tells clients, in seconds. */
  retryAfterSeconds: number;
  /** How often the figures are measured, in milliseconds (tests shorten it). */
  sampleIntervalMs: number;
};

export const DEFAULT_OVERLOAD: OverloadSettings = {
  maxEventLoopDelayMs: 1000,
  maxEventLoopUtilization: 0,
  maxRssMb: 0,
  retryAfterSeconds: 10,
  sampleIntervalMs: 1000,
};

/** Answers health checks even under pressure: they are how an operator sees that it is. */
const EXEMPT_PATHS = new Set(['/api/health']);

/**
 * Registers the load check before every other request hook, so a refused request costs no
 * session lookup or body parsing. Only API calls are refused: the app shell and its assets are
 * cheap, and with them the browser can show the refusal in the person's language.
 */
export async function registerOverloadProtection(app: FastifyInstance, settings: OverloadSettings): Promise<void> {
  const refusal = new AppError(ERROR_CODES.overloaded, 503, 'The server is overloaded; please try again in a moment', {
    seconds: settings.retryAfterSeconds,
  });
  let lastWarning = -Infinity;
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    // Utilisation of the last sample only: the default (since start) would barely move after
    // a long quiet night, and would keep refusing long after a burst has passed.
    eventLoopUtilizationMode: 'interval',
    maxRssBytes: settings.maxRssMb * 1024 * 1024,
    sampleInterval: settings.sampleIntervalMs,
    // A rejected promise goes to the one error handler, which answers `{ message, code }`.
    pressureHandler: async (request, _reply, type, value) => {
      const pathOnly = request.url.split('?')[0] ?? '';
      if (!pathOnly.startsWith('/api/') || EXEMPT_PATHS.has(pathOnly)) return;
      // One line per ten seconds at most: under pressure, a line per refusal would add to it.
      const now = performance.now();
      if (now - lastWarning > 10_000) {
        lastWarning = now;
        app.log.warn({ pressure: type, value }, 'overloaded: refusing new API requests with 503');
      }
      throw refusal;
    },
  });
}
