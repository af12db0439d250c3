import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import type { Db } from '../../src/server/db/connect';
import { manualClock } from '../../src/server/platform/clock';
import { createMailer } from '../../src/server/platform/mail';
import type { OverloadSettings } from '../../src/server/platform/overload';
import type { RateLimitSettings } from '../../src/server/platform/rate-limits';
import { deriveSecrets } from '../../src/server/platform/secrets';
import { createBlobStorage } from '../../src/server/platform/storage';
import { reencryptAtRest, retireGeneratedSecret } from '../../src/server/platform/encryption-at-rest/reencrypt';
import { startSmtpSink } from './smtp-sink';
import { createTestDatabase, type TestDatabase } from './test-db';

export const PUBLIC_ORIGIN = 'http://localhost:3000';
export const ORIGIN_HEADER = { origin: PUBLIC_ORIGIN };

/** Generous limits so only the tests about limits ever reach them (a test overrides some). */
const GENEROUS = { max: 100_000, timeWindow: 60_000 };
const TEST_RATE_LIMITS: RateLimitSettings = {
  requestCodePerIp: GENEROUS,
  verifyCodePerIp: GENEROUS,
  requestCodePerEmailAndIp: GENEROUS,
  requestCodePerEmail: GENEROUS,
  wrongCodesPerEmailAndIp: GENEROUS,
  taxCalculatorPerIp: GENEROUS,
  taxRankingPerIp: GENEROUS,
  perUser: { write: [GENEROUS], upload: [GENEROUS], message: [GENEROUS] },
};

/**
 * The load check is off unless a test asks for it: a test machine running many suites at once
 * is busy for reasons of its own, and a 503 there would only make tests flaky.
 */
const NO_OVERLOAD_CHECK: OverloadSettings = { maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0, maxRssMb: 0, retryAfterSeconds: 10, sampleIntervalMs: 1000 };

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real application in-process, with its own database, a movable clock (a Monday in
 * November 2026 by default) and a real SMTP sink for the sign-in e-mails. With `restartable`,
 * `restart()` closes the app and its database and starts both again on the same data, as a
 * server restart would.
 */
export async function createTestApp(
  options: {
    now?: string;
    adminEmails?: string[];
    debugLogin?: boolean;
    /** Limits to replace; the others stay generous. */
    rateLimits?: Partial<RateLimitSettings>;
    /** Runs before the app is ready (a test adding a route of its own). */
    beforeReady?: (app: FastifyInstance) => void;
    publicOrigin?: string;
    logger?: AppDeps['logger'];
    /** Extra configuration (payment, invoices) merged into the app's config. */
    config?: Partial<AppDeps['config']>;
    /** Keeps the embedded database on disk so `restart()` can open it again (a little slower). */
    restartable?: boolean;
    /** APP_SECRET and APP_SECRET_PREVIOUS (key rotation); `restart()` may change both. */
    secret?: string;
    previousSecret?: string;
    /** Called with every statement the app sends to the database (a test counting round trips). */
    onQuery?: (sql: string) => void;
    /** Other dependencies to replace (for example a stand-in for an outside service). */
    deps?: Partial<Omit<AppDeps, 'config' | 'db' | 'clock' | 'mailer' | 'secrets' | 'storage'>>;
  } = {},
) {
  const origin = { origin: options.publicOrigin ?? PUBLIC_ORIGIN };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'helvetax-api-'));
  let database: TestDatabase = await createTestDatabase({ onQuery: options.onQuery, ...(options.restartable ? { dataDir } : {}) });
  const sink = await startSmtpSink();
  const clock = manualClock(options.now ?? '2026-11-16T09:00:00Z');
  let keys: { secret: string; previousSecret?: string } = { secret: options.secret ?? 'test-secret-test-secret-test-secret-0123456789', previousSecret: options.previousSecret };
  const secretsOf = (k: typeof keys) => deriveSecrets(k.secret, k.previousSecret ? [k.previousSecret] : []);
  const storageOf = (s: ReturnType<typeof deriveSecrets>) =>
    createBlobStorage({ root: path.join(dataDir, 'files'), keyWrappingKey: s.fileKeyWrappingKey, previousKeyWrappingKeys: s.previousFileKeyWrappingKeys });
  let secrets = secretsOf(keys);
  let storage = storageOf(secrets);
  const start = async (db: Db, retiredSecretFile?: string): Promise<FastifyInstance> => {
    // As main.ts does before serving: identifiers and file keys to the current secret, then a
    // generated secret file retired.
    await reencryptAtRest({ db, secrets, storage });
    await retireGeneratedSecret(retiredSecretFile);
    const app = await buildApp({
      config: {
        publicUrl: new URL(origin.origin),
        adminEmails: new Set(options.adminEmails ?? []),
        debugLogin: options.debugLogin ?? false,
        production: false,
        overload: NO_OVERLOAD_CHECK,
        ...options.config,
      },
      db,
      clock,
      mailer: createMailer({ smtpUrl: sink.url, from: 'Helvetax <no-reply@localhost>', outboxDir: '/nonexistent' }),
      secrets,
      storage,
      rateLimits: { ...TEST_RATE_LIMITS, ...options.rateLimits },
      logger: options.logger,
      ...options.deps,
    });
    options.beforeReady?.(app);
    await app.ready();
    return app;
  };

  const t = {
    app: await start(database.db),
    db: database.db,
    clock,
    sink,
    storage,
    dataDir,
    /** Signs in the way a person does: request a code, read it from the mailbox, enter it. */
    async signIn(email: string, headers: Record<string, string> = {}) {
      const after = Date.now();
      const requested = await t.app.inject({ method: 'POST', url: '/api/auth/request-code', headers: { ...origin, ...headers }, payload: { email } });
      if (requested.statusCode !== 200) throw new Error(`request-code answered ${requested.statusCode}: ${requested.body}`);
      const code = await sink.waitForCode(email, { after });
      const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-code', headers: origin, payload: { email, code } });
      if (verified.statusCode !== 200) throw new Error(`verify-code answered ${verified.statusCode}: ${verified.body}`);
      return { response: verified, cookie: cookieHeader(verified), user: verified.json().user as { id: number } };
    },
    /**
     * Stops the app and its database and starts both again on the same data folder, with other
     * secrets when given (a key rotation: `{ secret: B, previousSecret: A }`, then `{ secret: B }`).
     */
    async restart(next?: { secret: string; previousSecret?: string; retiredSecretFile?: string }) {
      await t.app.close();
      database = await database.reopen();
      if (next) {
        keys = next;
        secrets = secretsOf(keys);
        storage = storageOf(secrets);
        t.storage = storage;
      }
      t.db = database.db;
      t.app = await start(database.db, next?.retiredSecretFile);
    },
    async close() {
      await t.app.close();
      await sink.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** The Cookie header a browser would send back after this response. */
export function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map<string, string>();
  for (const part of previous.split(';').map((p) => p.trim()).filter(Boolean)) {
    const [name, ...rest] = part.split('=');
    jar.set(name!, rest.join('='));
  }
  for (const c of response.cookies) {
    if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0) || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
}

export type StaffRead = { actor_user_id: number; details: { subject: string; taxYear: number; fileId?: number } };

/** The audit rows staff left by reading this taxpayer's data, oldest first (every staff read leaves one). */
export async function staffReadsOf(db: Db, userId: number): Promise<StaffRead[]> {
  const result = (await db.execute(
    sql`select actor_user_id, details from audit_log where user_id = ${userId} and action = 'staff.read' order by id`,
  )) as unknown as { rows: StaffRead[] };
  return result.rows;
}
