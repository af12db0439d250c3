import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type AppDeps } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/connect';
import type { Clock } from '../../../src/server/platform/clock';
import { createMailer } from '../../../src/server/platform/mail';
import { deriveSecrets } from '../../../src/server/platform/secrets';
import { createBlobStorage } from '../../../src/server/platform/storage';
import { endAllSessionsOfUser } from '../../../src/server/platform/session/service';
import { startSmtpSink } from '../../support/smtp-sink';
import { freePort } from '../../support/server-process';
import { seedEmbeddedDatabase } from '../../support/test-db';

const clientDir = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** Real time plus an offset the test can move forward (never sleep to wait for time). */
function offsetClock(): Clock & { advance: (ms: number) => void } {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
}

/**
 * The whole app (built client + API) listening on a free port with a temporary data folder
 * and embedded database; e-mail goes over SMTP to an in-process sink.
 */
export async function startE2eServer(
  options: {
    stripe?: AppDeps['config']['stripe'];
    stripeApi?: AppDeps['stripeApi'];
    /** Addresses that get the expert role when they sign in (EXPERT_EMAILS). */
    expertEmails?: readonly string[];
    /** Addresses that get the admin role when they sign in (ADMIN_EMAILS). */
    adminEmails?: readonly string[];
    /** 'work': uploaded statements and certificates are read in the background, as main.ts runs the app. */
    backgroundJobs?: AppDeps['backgroundJobs'];
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'helvetax-e2e-'));
  const sink = await startSmtpSink();
  await seedEmbeddedDatabase(dataDir);
  const database = await openDatabase({ dataDir });
  const clock = offsetClock();
  const secrets = deriveSecrets('e2e-secret-e2e-secret-e2e-secret-0123456789');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const publicUrl = new URL(origin);
  const app = await buildApp({
    config: {
      publicUrl,
      adminEmails: new Set((options.adminEmails ?? []).map((e) => e.toLowerCase())),
      expertEmails: new Set((options.expertEmails ?? []).map((e) => e.toLowerCase())),
      debugLogin: false,
      production: false,
      stripe: options.stripe,
    },
    stripeApi: options.stripeApi,
    db: database.db,
    clock,
    mailer: createMailer({ smtpUrl: sink.url, from: 'Helvetax <no-reply@localhost>', outboxDir: path.join(dataDir, 'outbox') }),
    secrets,
    storage: createBlobStorage({ root: path.join(dataDir, 'files'), keyWrappingKey: secrets.fileKeyWrappingKey }),
    clientDir,
    backgroundJobs: options.backgroundJobs,
    // E2E_SERVER_LOG=1 prints the server's errors (the cause behind a 500 the page saw).
    logger: process.env.E2E_SERVER_LOG ? { level: 'error' } : false,
  });
  await app.listen({ port, host: '127.0.0.1' });

  return {
    origin,
    sink,
    clock,
    /**
     * A person who signed in once, through the API as the app does (code from the mailbox);
     * answers their user id, the Cookie header and the cookies for a browser context.
     */
    async signInThroughApi(email: string) {
      const headers = { 'content-type': 'application/json', origin };
      const after = Date.now();
      const requested = await fetch(`${origin}/api/auth/request-code`, { method: 'POST', headers, body: JSON.stringify({ email }) });
      if (!requested.ok) throw new Error(`request-code answered ${requested.status}: ${await requested.text()}`);
      const code = await sink.waitForCode(email, { after });
      const verified = await fetch(`${origin}/api/auth/verify-code`, { method: 'POST', headers, body: JSON.stringify({ email, code }) });
      if (!verified.ok) throw new Error(`verify-code answered ${verified.status}: ${await verified.text()}`);
      const cookies = verified.headers.getSetCookie().map((c) => {
        const [name, ...value] = c.split(';')[0]!.split('=');
        return { name: name!, value: value.join('='), url: origin };
      });
      const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      return { id: ((await verified.json()) as { user: { id: number } }).user.id, cookie, cookies };
    },
    /** What an admin action does: every session of the user ends on the server. */
    revokeSessionsOf: (userId: number) => endAllSessionsOfUser(database.db, userId, clock.now()),
    async close() {
      await app.close();
      await database.close();
      await sink.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
