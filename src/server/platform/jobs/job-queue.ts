import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/connect';
import { safeError } from '../logger';

/**
 * Background jobs in the app's own database (CONVENTIONS §2): pg-boss keeps every job in the
 * `pgboss` schema, so a job sent before a restart or a crash is still there afterwards. A job
 * that was running when the process died stays 'active' until its expiry, then pg-boss retries
 * it; one that never started is fetched by the next worker.
 *
 * The boss starts lazily, on the first send or when the workers start: its first start creates
 * its schema (seconds on the embedded PGlite), which a server that never sends a job (most test
 * apps) should not pay for.
 *
 *  - 'work'  (main.ts): sends jobs and runs the workers; the server starts them after it is
 *            ready, in the background, so /api/health answers at once.
 *  - 'queue' (tests):   sends jobs but runs none (a test of 'a job survives a restart').
 *  - 'off'   (default): no boss at all; callers keep their work 'pending' and the sweep of a
 *            'work' app on the same database sends it later.
 */
export type JobsMode = 'work' | 'queue' | 'off';

export type JobHandler<T> = (job: { id: string; data: T; retryCount: number; retryLimit: number }) => Promise<void>;

export type QueueSettings = {
  /** Attempts after the first: 3 means a job runs at most four times. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (retryBackoff). */
  retryDelaySeconds: number;
  /** A job active for longer is taken as dead (its process crashed) and retried. */
  expireInSeconds: number;
};

export type JobQueue = ReturnType<typeof createJobQueue>;

/** How pg-boss reaches the database: through the same client the app's Drizzle instance uses. */
function executorOf(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) {
    return {
      // Parameterless text may hold several statements (pg-boss's schema), which only the simple
      // protocol (exec) runs; the answer is the last statement's rows.
      executeSql: async (text, values) => {
        if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }
  const pool = client as { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };
  return { executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }) };
}

type PgliteLike = {
  query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
  exec: (text: string) => Promise<{ rows: unknown[] }[]>;
};

function isPglite(client: unknown): client is PgliteLike {
  return typeof client === 'object' && client !== null && 'exec' in client && 'waitReady' in client;
}

export function createJobQueue(options: {
  db: Db;
  mode: JobsMode;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for new jobs; a send in this process wakes its workers at once. */
  pollingIntervalSeconds?: number;
  /** Most jobs at once in this process; never more than the machine's cores. */
  concurrency?: number;
  /** Replaces every queue's first retry delay (tests: 0, so retries follow at once, without backoff). */
  retryDelaySeconds?: number;
}) {
  const concurrency = Math.max(1, Math.min(options.concurrency ?? os.availableParallelism(), os.availableParallelism()));
  const queues = new Map<string, QueueSettings>();
  const handlers = new Map<string, JobHandler<unknown>>();
  const workerIds = new Map<string, string[]>();
  let started: Promise<PgBoss> | undefined;
  let stopping = false;
  // Sends not yet in the database: stop() waits for them, so a job sent just before a shutdown is kept.
  const sending = new Set<Promise<unknown>>();
  // What the handlers hold beyond a job (their worker threads): released once the boss has stopped.
  const releasedOnStop: (() => Promise<void>)[] = [];

  async function startBoss(): Promise<PgBoss> {
    // Loaded only where jobs are used: an app in 'off' mode never needs pg-boss in memory.
    const { default: PgBossClass } = await import('pg-boss');
    const boss = new PgBossClass({
      db: executorOf(options.db),
      // Cron schedules are not used; the clock monitor would only cost queries.
      schedule: false,
      // Expired jobs are found by the maintenance: every minute, so a crashed job is retried
      // within its expiry plus a minute.
      maintenanceIntervalSeconds: 60,
    });
    // A failed query's message may quote its parameters: the logger keeps class and code only.
    boss.on('error', (error) => options.log.error({ err: error }, 'background job queue error'));
    await boss.start();
    for (const [name, settings] of queues) {
      const retryDelay = options.retryDelaySeconds ?? settings.retryDelaySeconds;
      const queue = {
        name,
        retryLimit: settings.retryLimit,
        retryDelay,
        // pg-boss raises the delay of a queue with backoff to at least 1 s (then 1–2, 2–4, 4–8 s:
        // up to 14 s for three retries), so a delay of 0 (tests) means at once only without it.
        retryBackoff: retryDelay > 0,
        expireInSeconds: settings.expireInSeconds,
      };
      // A queue keeps the settings it was created with; jobs copy them when sent. Updating it
      // at every start makes a change of the settings here reach an existing database.
      await boss.createQueue(name, queue);
      await boss.updateQueue(name, queue);
    }
    return boss;
  }

  function boss(): Promise<PgBoss> {
    if (options.mode === 'off') throw new Error('background jobs are off in this app');
    // A start that failed (the database was unreachable) is tried again by the next send.
    started ??= startBoss().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  }

  return {
    mode: options.mode,
    concurrency,

    /** Declares a queue and the handler its jobs run (before start or send). */
    define<T>(name: string, settings: QueueSettings, handler: JobHandler<T>) {
      queues.set(name, settings);
      handlers.set(name, handler as JobHandler<unknown>);
    },

    /** Runs `release` at the end of stop(), after the running jobs finished or were cut off. */
    onStop(release: () => Promise<void>) {
      releasedOnStop.push(release);
    },

    /** Stores a job; resolves once it is in the database. Not available in mode 'off'. */
    async send<T extends object>(name: string, data: T): Promise<void> {
      const sent = (async () => {
        const b = await boss();
        await b.send(name, data);
        // A worker of this process picks the job up now instead of at its next poll.
        for (const id of workerIds.get(name) ?? []) b.notifyWorker(id);
      })();
      sending.add(sent);
      try {
        await sent;
      } finally {
        sending.delete(sent);
      }
    },

    /** Whether jobs can be sent (mode 'queue' or 'work'). */
    get sends(): boolean {
      return options.mode !== 'off';
    },

    /**
     * Starts the boss and `concurrency` workers per queue (mode 'work'; otherwise nothing). Each
     * worker runs one job at a time, so at most `concurrency` jobs of a queue run at once.
     */
    async startWorkers(): Promise<void> {
      if (options.mode !== 'work' || stopping) return;
      const b = await boss();
      for (const [name, handler] of handlers) {
        const ids: string[] = [];
        for (let i = 0; i < concurrency; i++) {
          // The app began closing while the boss started: no new workers on a stopping boss.
          if (stopping) return;
          ids.push(
            await b.work<object>(name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
              if (!job) return;
              try {
                await handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
              } catch (error) {
                // pg-boss keeps a failed job's error (message and stack) in its table; a message
                // may quote a query's parameters or a document, so it gets the class and code only.
                const safe = safeError(error);
                options.log.error({ err: error, queue: name, retryCount: job.retryCount, retryLimit: job.retryLimit }, 'background job failed');
                // No `cause`: pg-boss would store its own fields (a driver error's query and parameters).
                // eslint-disable-next-line preserve-caught-error
                throw new Error(`${safe.type}${safe.code ? ` ${safe.code}` : ''} (error ${safe.errorId})`);
              }
            }),
          );
        }
        workerIds.set(name, ids);
      }
    },

    /**
     * Stops fetching, lets running jobs finish for up to `graceMs`, then stops. A job cut off
     * counts as a failed attempt and is retried by the next start (pg-boss keeps it).
     */
    async stop(graceMs = 10_000): Promise<void> {
      stopping = true;
      await Promise.allSettled([...sending]);
      if (started) {
        const b = await started.catch(() => undefined);
        await b?.stop({ graceful: true, wait: true, timeout: graceMs, close: false });
      }
      await Promise.all(releasedOnStop.splice(0).map((release) => release()));
    },
  };
}
