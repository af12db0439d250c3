// Server process for the upload benchmark: the real app on a temporary data folder, plus two
// routes only this process has: a discard endpoint (the baseline) and its own memory figures.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/connect';
import { systemClock } from '../src/server/platform/clock';
import { createMailer } from '../src/server/platform/mail';
import { deriveSecrets } from '../src/server/platform/secrets';
import { startSession } from '../src/server/platform/session/service';
import { createBlobStorage } from '../src/server/platform/storage';
import { moveTaxYearStatus } from '../src/server/platform/tax-status/data';
import { ensureUser, updateUser } from '../src/server/platform/users/data';
import { defaultTaxYear } from '../src/shared/domain/tax-years';

const port = Number(process.env.BENCH_PORT);
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'helvetax-bench-'));
const database = await openDatabase({ dataDir });
const secrets = deriveSecrets('bench-secret-bench-secret-bench-secret-0123');
const app = await buildApp({
  config: { publicUrl: new URL(origin), adminEmails: new Set(), debugLogin: false, production: false },
  db: database.db,
  clock: systemClock,
  mailer: createMailer({ smtpUrl: undefined, from: 'b <b@b.ch>', outboxDir: path.join(dataDir, 'outbox'), printLine: () => {} }),
  secrets,
  storage: createBlobStorage({ root: path.join(dataDir, 'files'), keyWrappingKey: secrets.fileKeyWrappingKey }),
});

// process.memoryUsage.rss() reads only the resident size; process.memoryUsage() walks V8's heap
// spaces as well, which every 20 ms cost the measured server about 2 % of its time.
let peak = process.memoryUsage.rss();
setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20).unref();

app.post('/bench/discard', async (request) => {
  for await (const part of request.parts()) {
    if (part.type === 'file') await pipeline(part.file, new Writable({ write: (_c, _e, done) => done() }));
  }
  return { ok: true };
});
app.get('/bench/memory', async () => ({ rss: process.memoryUsage.rss(), peak }));
app.post('/bench/memory/reset', async () => {
  peak = process.memoryUsage.rss();
  return { peak };
});

const now = new Date();
const user = await ensureUser(database.db, 'bench@example.ch', 'de', now);
await updateUser(database.db, user.id, { firstName: 'Bench', lastName: 'User', phone: '790000000', agreeToTerms: true, isTaxProfileComplete: true }, now);
await moveTaxYearStatus(database.db, { userId: user.id, taxYear: defaultTaxYear(now), from: 1, to: 2, now });
const token = await startSession(database.db, user.id, now);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ ready: true, cookie: `hx_session=${token}`, taxYear: defaultTaxYear(now), dataDir })}\n`);
