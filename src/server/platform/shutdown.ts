import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@shared/contract/errors';
import { AppError } from './errors';

/** A restart takes a few seconds; clients that retry sooner only meet the refusal again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * From the moment the app starts closing, requests that still reach it (on a connection that
 * was busy when the listener closed) get 503 SHUTTING_DOWN with `Connection: close`, so the
 * client retries on a new connection, which reaches the restarted server. Requests already in
 * flight (an upload halfway through) are not affected: they finish and commit.
 * Fastify's own 503 on closing is switched off in buildApp because its body has no `code`.
 */
export function registerShutdownRefusal(app: FastifyInstance): void {
  let closing = false;
  const refusal = new AppError(ERROR_CODES.shuttingDown, 503, 'The server is restarting; please try again in a moment',
    { seconds: RETRY_AFTER_SECONDS },
    { headers: { connection: 'close' } },
  );
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every request and never waits for anything.
  app.addHook('onRequest', (_request, _reply, done) => done(closing ? refusal : undefined));
}

export type ShutdownOutcome = 'clean' | 'forced';

/**
 * Closes the app the way SIGTERM asks for: stop listening, let requests in flight finish (their
 * rows commit), then close the database. When that takes longer than `graceMs`, the remaining
 * connections are cut; an interrupted upload leaves only a temporary file, which the next start
 * sweeps away. Resolves with how it ended; `hardExitMs` after the cut it gives up waiting.
 */
export async function closeGracefully(options: {
  app: FastifyInstance;
  closeDatabase: () => Promise<void>;
  graceMs: number;
  hardExitMs?: number;
}): Promise<ShutdownOutcome> {
  const { app, closeDatabase, graceMs, hardExitMs = 5000 } = options;
  let forced = false;
  let giveUp: (() => void) | undefined;
  let hardExit: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'gave-up'>((resolve) => (giveUp = () => resolve('gave-up')));
  // Not unref'd: these timers must fire even when nothing else keeps the process alive.
  const cap = setTimeout(() => {
    forced = true;
    app.log.error(`shutdown grace period of ${Math.round(graceMs / 1000)} s is over: closing the remaining connections`);
    app.server.closeAllConnections();
    // A handler stuck in the database cannot be cut; do not wait for it for ever.
    hardExit = setTimeout(() => giveUp?.(), hardExitMs);
  }, graceMs);
  const closed = (async () => {
    await app.close();
    await closeDatabase();
    return 'closed' as const;
  })().catch((error: unknown) => {
    // Only the class: a database error's text may quote query parameters.
    app.log.error({ errorClass: error instanceof Error ? error.constructor.name : typeof error }, 'shutdown failed');
    return 'failed' as const;
  });
  const result = await Promise.race([closed, gaveUp]);
  clearTimeout(cap);
  clearTimeout(hardExit);
  return result === 'closed' && !forced ? 'clean' : 'forced';
}
