import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/connect';
import { systemClock } from '../src/server/platform/clock';
import { createMailer } from '../src/server/platform/mail';
import { deriveSecrets } from '../src/server/platform/secrets';
import { createBlobStorage } from '../src/server/platform/storage';
import { ensureUser } from '../src/server/platform/users/data';

const ORIGIN = 'http://localhost:3000';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * The calls every open home screen makes (user, tax status, notifications every 30 s) on the
 * embedded database, in-process: how many a single core answers per second, and p95 latency.
 */
export async function api() {
  const database = await openDatabase({ inMemory: true });
  const app = await buildApp({
    config: { publicUrl: new URL(ORIGIN), adminEmails: new Set(), debugLogin: true, production: false },
    db: database.db,
    clock: systemClock,
    mailer: createMailer({ smtpUrl: undefined, from: 'b <b@b.ch>', outboxDir: '/tmp/helvetax-bench-outbox', printLine: () => {} }),
    secrets: deriveSecrets('bench-secret-bench-secret-bench-secret-0123'),
    storage: createBlobStorage({ root: '/tmp/helvetax-bench-files', keyWrappingKey: Buffer.alloc(32) }),
  });
  const user = await ensureUser(database.db, 'bench@example.ch', 'de', new Date());
  const login = await app.inject({ method: 'GET', url: `/api/debug/login-as/${user.id}` });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const urls = ['/api/user?taxYear=2025', '/api/tax-status?taxYear=2025', '/api/notifications'];

  for (let i = 0; i < 200; i++) await app.inject({ method: 'GET', url: urls[i % 3]!, headers: { cookie } }); // warm-up
  const total = 3000;
  const concurrency = 10;
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const url = urls[next++ % 3]!;
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { cookie, 'x-background-poll': '1' } });
        latencies.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await app.close();
  await database.close();
  latencies.sort((a, b) => a - b);
  const rps = total / seconds;
  const p95 = percentile(latencies, 95);
  return {
    name: 'Home-screen API calls (user, tax-status, notifications), embedded PGlite, 10 concurrent',
    lines: [`${total} requests in ${seconds.toFixed(2)} s = ${rps.toFixed(0)} req/s`, `latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`],
    target: 'at least 200 req/s and p95 under 100 ms',
    met: rps >= 200 && p95 < 100,
  };
}
