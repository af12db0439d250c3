// `npm run bench:fault`: a load-and-fault run, not a test. Many people sign in, poll and upload
// against one real server on PostgreSQL while PostgreSQL is restarted once and the app is killed
// (SIGKILL) once and started again. Clients retry what failed, as the web client's user would.
// At the end every upload the server acknowledged is downloaded again and compared (count and
// SHA-256). Zero acknowledged uploads lost is the target; the exit code is 1 when it is missed.
//
//   npm run bench:fault -- --duration 60 --users 200
//   npm run bench:fault -- --duration 15 --users 20 --pg-terminate-only   (short, harmless)
//
// Restarting PostgreSQL interrupts everything else that uses it on this machine (other test runs);
// --pg-terminate-only instead cuts only this run's own database connections (pg_terminate_backend),
// which the app sees the same way, and --no-pg-restart leaves PostgreSQL alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { multipart } from '../tests/support/multipart';
import { QUESTIONNAIRE_STEPS } from '../tests/support/questionnaire';
import { startSmtpSink } from '../tests/support/smtp-sink';
import { freePort } from '../tests/support/server-process';

// ---------------------------------------------------------------------------------------------
// Flags

function parseFlags(argv: string[]) {
  const flags = { durationS: 60, users: 200, pgRestart: true, pgTerminateOnly: false, appKill: true, postgresUrl: process.env.FAULT_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i]!.split('=', 2);
    const value = () => inline ?? argv[++i] ?? '';
    if (name === '--duration') flags.durationS = Number(value());
    else if (name === '--users') flags.users = Number(value());
    else if (name === '--no-pg-restart') flags.pgRestart = false;
    else if (name === '--pg-terminate-only') flags.pgTerminateOnly = true;
    else if (name === '--no-app-kill') flags.appKill = false;
    else if (name === '--postgres-url') flags.postgresUrl = value();
    else throw new Error(`unknown flag ${argv[i]}; known: --duration <s> --users <n> --no-pg-restart --pg-terminate-only --no-app-kill --postgres-url <url>`);
  }
  if (!(flags.durationS >= 5)) throw new Error('--duration must be at least 5 seconds');
  if (!(flags.users >= 1 && flags.users <= 5000)) throw new Error('--users must be from 1 to 5000');
  return flags;
}

const flags = parseFlags(process.argv.slice(2));
const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const log = (line: string) => process.stdout.write(`[${seconds(performance.now() - t0).padStart(7)}] ${line}\n`);
const t0 = performance.now();

// ---------------------------------------------------------------------------------------------
// What happened, counted

const counts = { served: 0, answered: 0 };
const errorsByKind = new Map<string, number>();
const countError = (kind: string) => errorsByKind.set(kind, (errorsByKind.get(kind) ?? 0) + 1);
/** The upload the server answered 'fulfilled' for: its id and the SHA-256 of the bytes sent. */
type Ack = { id: number; sha: string; size: number };
const timeline = {
  pgRestartStart: 0,
  pgRestartEnd: 0,
  firstServedAfterPg: 0,
  appKilledAt: 0,
  appHealthyAgainAt: 0,
  firstServedAfterKill: 0,
};
let appCrashes = 0;

// ---------------------------------------------------------------------------------------------
// The server process

/**
 * No rate limit is loosened for the run: each virtual person connects from an address of its
 * own (see User), so the per-address sign-in limits apply per person as on the internet, and one
 * person here stays below the per-user budgets (120 writes and 40 uploads a minute). The server
 * reads no rate-limit variables from the environment; should it, generous values go here.
 */
const RATE_LIMIT_ENV: Record<string, string> = {};

type Server = { child: ChildProcess; expectedExit: boolean };

function startServer(env: NodeJS.ProcessEnv, logFile: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.pipe(createWriteStream(logFile, { flags: 'a' }));
  const server: Server = { child, expectedExit: false };
  child.once('exit', (code, signal) => {
    if (!server.expectedExit) {
      appCrashes += 1;
      log(`!! the app exited on its own (code ${code}, signal ${signal}); starting it again`);
      current = startServer(env, logFile);
    }
  });
  return server;
}

async function waitHealthy(origin: string, timeoutMs: number): Promise<number> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const ok = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ok) return performance.now();
    await sleep(50);
  }
  throw new Error(`the server did not answer /api/health within ${seconds(timeoutMs)}`);
}

let current: Server;

// ---------------------------------------------------------------------------------------------
// One virtual user's HTTP, over its own keep-alive connections from its own loopback address

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };
class GaveUp extends Error {}

class User {
  readonly agent: Agent;
  cookie = '';
  readonly acks: Ack[] = [];
  constructor(
    readonly index: number,
    readonly email: string,
    private readonly port: number,
    private readonly origin: string,
  ) {
    // Each person has an address of their own (all of 127.0.0.0/8 is loopback on Linux), as
    // people on the internet do: per-address limits then apply per person.
    const localAddress = `127.${10 + Math.floor(index / 250)}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
    this.agent = new Agent({ keepAlive: true, maxSockets: 2, localAddress });
  }

  private send(method: string, pathAndQuery: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: this.port, method, path: pathAndQuery, agent: this.agent, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.setTimeout(30_000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', reject);
      req.end(body);
    });
  }

  /**
   * One call, retried until it succeeds or `until` passes: network errors, 5xx and 429 are what
   * a restart or an overload looks like from outside, and a person presses 'try again'. Each
   * failure is counted by kind. `alsoFine` lists statuses that count as success for this call.
   */
  async call(method: string, pathAndQuery: string, options: { json?: unknown; form?: ReturnType<typeof multipart>; until: number; alsoFine?: number[] }): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.origin, accept: 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    let body: Buffer | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = Buffer.from(JSON.stringify(options.json));
    } else if (options.form) {
      Object.assign(headers, options.form.headers);
      body = options.form.payload;
    }
    for (let attempt = 0; ; attempt++) {
      let wait = Math.min(250 * 2 ** attempt, 2000) * (0.5 + Math.random());
      try {
        const answer = await this.send(method, pathAndQuery, headers, body);
        counts.answered += 1;
        if (answer.status < 300 || options.alsoFine?.includes(answer.status)) {
          counts.served += 1;
          noteServed();
          return answer;
        }
        let code = '';
        try {
          code = JSON.parse(answer.body.toString()).code ?? '';
        } catch {
          /* not JSON */
        }
        countError(`HTTP ${answer.status}${code ? ` ${code}` : ''}`);
        if (answer.status !== 429 && answer.status < 500) throw new Error(`${method} ${pathAndQuery.split('?')[0]} answered ${answer.status} ${code}: ${answer.body.toString().slice(0, 200)}`);
        const retryAfter = Number(answer.headers['retry-after']);
        // Honour Retry-After, but spread the retries so that 200 clients do not come back at once.
        if (retryAfter > 0) wait = Math.min(retryAfter * 1000, 5000) * (0.5 + Math.random());
      } catch (error) {
        if (!(error instanceof Error) || !('code' in error)) throw error;
        countError(`network ${String((error as NodeJS.ErrnoException).code)}`);
      }
      if (performance.now() + wait > options.until) throw new GaveUp(`${method} ${pathAndQuery.split('?')[0]} still failing at the deadline`);
      await sleep(wait);
    }
  }
}

const kinds = (errors: Map<string, number>) => (errors.size === 0 ? 'none' : [...errors].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} × ${n}`).join(', '));

function noteServed() {
  const now = performance.now();
  if (timeline.pgRestartEnd && !timeline.firstServedAfterPg && now > timeline.pgRestartEnd) timeline.firstServedAfterPg = now;
  if (timeline.appKilledAt && !timeline.firstServedAfterKill && now > timeline.appKilledAt) timeline.firstServedAfterKill = now;
}

// ---------------------------------------------------------------------------------------------
// What a person does

const taxYear = new Date().getUTCFullYear() - 1;
const CATEGORIES = ['1', '2', '5', '21'];

/** A small-to-medium PDF (10 KB to 1 MB) whose bytes nobody else sends. */
function somePdf(): Buffer {
  const size = 10_000 + Math.floor(Math.random() ** 2 * 1_000_000);
  const filler = randomBytes(Math.ceil(size / 2)).toString('hex');
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${filler}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

async function signIn(user: User, sink: Awaited<ReturnType<typeof startSmtpSink>>, until: number) {
  for (;;) {
    const after = Date.now();
    await user.call('POST', '/api/auth/request-code', { json: { email: user.email }, until });
    let code: string;
    try {
      code = await sink.waitForCode(user.email, { after, timeoutMs: 15_000 });
    } catch {
      countError('sign-in e-mail did not arrive');
      continue;
    }
    const verified = await user.call('POST', '/api/auth/verify-code', { json: { email: user.email, code }, until, alsoFine: [400, 401] });
    if (verified.status !== 200) {
      // The code was used up by an attempt whose answer got lost (a restart): ask for a new one.
      countError(`verify-code answered ${verified.status} after a retry`);
      continue;
    }
    const setCookie = verified.headers['set-cookie'] ?? [];
    user.cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    return;
  }
}

async function completeQuestionnaire(user: User, until: number) {
  for (const step of QUESTIONNAIRE_STEPS) await user.call('PUT', '/api/user/profile', { json: step, until });
  // 409: an earlier attempt did it, but its answer was lost.
  await user.call('POST', '/api/status/set', { json: { statusId: 2, taxYear }, until, alsoFine: [409] });
}

type UploadOutcome = { acked: number; refused: Map<string, number> };
const uploads: UploadOutcome = { acked: 0, refused: new Map() };

async function uploadOne(user: User, until: number) {
  const content = somePdf();
  const sha = sha256(content);
  const form = multipart([
    { name: 'categoryId', value: CATEGORIES[Math.floor(Math.random() * CATEGORIES.length)]! },
    { name: 'taxYear', value: String(taxYear) },
    { name: 'hashes[]', value: sha },
    { name: 'files', filename: `beleg-${randomBytes(4).toString('hex')}.pdf`, content, contentType: 'application/pdf' },
  ]);
  const answer = await user.call('POST', '/api/files/upload', { form, until });
  const result = JSON.parse(answer.body.toString()).results?.[0];
  if (result?.status === 'fulfilled') {
    user.acks.push({ id: result.value.id, sha, size: content.length });
    uploads.acked += 1;
  } else {
    const code = result?.reason?.code ?? 'unknown';
    uploads.refused.set(code, (uploads.refused.get(code) ?? 0) + 1);
  }
}

type PeopleStats = { ready: number; gaveUp: number; failed: Map<string, number> };

function noteFailure(stats: PeopleStats, error: unknown) {
  if (error instanceof GaveUp) stats.gaveUp += 1;
  else {
    const reason = error instanceof Error ? error.message.slice(0, 120) : String(error);
    stats.failed.set(reason, (stats.failed.get(reason) ?? 0) + 1);
  }
}

/** Arrival: everybody signs in with an e-mailed code at about the same time and answers the questionnaire. */
async function arrive(user: User, sink: Awaited<ReturnType<typeof startSmtpSink>>, until: number, stats: PeopleStats) {
  try {
    await sleep(Math.random() * 2000); // people do not all arrive in the same millisecond
    await signIn(user, sink, until);
    await completeQuestionnaire(user, until);
    stats.ready += 1;
  } catch (error) {
    noteFailure(stats, error);
  }
}

/** Then, until the deadline: look at the home page's data (as its polling does) and upload a document. */
async function work(user: User, deadline: number, stats: PeopleStats) {
  // Stragglers may finish an upload they started before the deadline; nobody starts one after.
  const grace = deadline + 60_000;
  try {
    while (performance.now() < deadline) {
      await user.call('GET', `/api/user?taxYear=${taxYear}`, { until: deadline });
      await user.call('GET', '/api/notifications', { until: deadline });
      await user.call('GET', `/api/files?taxYear=${taxYear}`, { until: deadline });
      if (performance.now() < deadline) await uploadOne(user, grace);
      await sleep(200 + Math.random() * 800);
    }
  } catch (error) {
    noteFailure(stats, error);
  }
}

// ---------------------------------------------------------------------------------------------
// Faults

async function restartPostgres(dbName: string) {
  timeline.pgRestartStart = performance.now();
  if (flags.pgTerminateOnly) {
    log(`cutting every connection to ${dbName} (pg_terminate_backend)`);
    const admin = new pg.Client({ connectionString: flags.postgresUrl });
    await admin.connect();
    const { rows } = await admin.query('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1', [dbName]);
    await admin.end();
    timeline.pgRestartEnd = performance.now();
    log(`cut ${rows[0].n} connections`);
    return;
  }
  const [version] = readdirSync('/etc/postgresql');
  log(`restarting PostgreSQL ${version} (pg_ctlcluster ${version} main restart)`);
  await new Promise<void>((resolve, reject) => {
    const p = spawn('pg_ctlcluster', ['--skip-systemctl-redirect', version!, 'main', 'restart'], { stdio: 'inherit' });
    p.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctlcluster exited with ${code}`))));
  });
  timeline.pgRestartEnd = performance.now();
  log(`PostgreSQL is back after ${seconds(timeline.pgRestartEnd - timeline.pgRestartStart)}`);
}

async function killAndRestartApp(env: NodeJS.ProcessEnv, logFile: string, origin: string) {
  const old = current;
  old.expectedExit = true;
  const exited = new Promise((resolve) => old.child.once('exit', resolve));
  timeline.appKilledAt = performance.now();
  old.child.kill('SIGKILL');
  await exited;
  log('app killed (SIGKILL); starting it again on the same data');
  current = startServer(env, logFile);
  timeline.appHealthyAgainAt = await waitHealthy(origin, 120_000);
  log(`app answers again after ${seconds(timeline.appHealthyAgainAt - timeline.appKilledAt)}`);
}

// ---------------------------------------------------------------------------------------------
// Checking every acknowledged upload

async function verify(users: User[]) {
  const until = performance.now() + 120_000;
  const result = { checked: 0, intact: 0, missing: 0, corrupt: 0, unacknowledgedStored: 0, listingFailed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const user = users[next++]!;
      if (!user.cookie) continue;
      let list: { id: number; blobUrl: string }[];
      try {
        list = JSON.parse((await user.call('GET', `/api/files?taxYear=${taxYear}`, { until })).body.toString());
      } catch {
        result.listingFailed += user.acks.length;
        continue;
      }
      const byId = new Map(list.map((f) => [f.id, f]));
      const ackedIds = new Set(user.acks.map((a) => a.id));
      result.unacknowledgedStored += list.filter((f) => !ackedIds.has(f.id)).length;
      for (const ack of user.acks) {
        result.checked += 1;
        const file = byId.get(ack.id);
        if (!file) {
          result.missing += 1;
          continue;
        }
        const bytes = (await user.call('GET', `${file.blobUrl}?download=1`, { until })).body;
        if (sha256(bytes) === ack.sha) result.intact += 1;
        else result.corrupt += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return result;
}

// ---------------------------------------------------------------------------------------------
// The run

async function main() {
  const pgFault = !flags.pgRestart ? 'none' : flags.pgTerminateOnly ? 'connections cut' : 'restart';
  log(`load and faults: ${flags.users} users for ${flags.durationS} s; PostgreSQL: ${pgFault}; app kill: ${flags.appKill ? 'yes' : 'no'}`);
  const dbName = `helvetax_fault_${process.pid}`;
  const admin = new pg.Client({ connectionString: flags.postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const databaseUrl = new URL(flags.postgresUrl);
  databaseUrl.pathname = `/${dbName}`;

  const dataDir = await mkdtemp(path.join(tmpdir(), 'helvetax-fault-'));
  const logFile = path.join(dataDir, 'server.log');
  const sink = await startSmtpSink();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: origin,
    DATABASE_URL: databaseUrl.href,
    SMTP_URL: sink.url,
    APP_SECRET: 'fault-bench-secret-fault-bench-secret-0123',
    LOG_LEVEL: 'warn',
    ...RATE_LIMIT_ENV,
  };
  let exitCode = 1;
  try {
    current = startServer(env, logFile);
    await waitHealthy(origin, 120_000);
    log(`server up at ${origin} on database ${dbName} (its log: ${logFile})`);

    const users = Array.from({ length: flags.users }, (_, i) => new User(i, `person${i}.${process.pid}@fault.example.ch`, port, origin));
    // Arrival first, so that the faults below hit people who are working, not signing in.
    const arrival: PeopleStats = { ready: 0, gaveUp: 0, failed: new Map() };
    const arrivalStart = performance.now();
    const arrivalProgress = setInterval(() => log(`${arrival.ready} of ${flags.users} users signed in and through the questionnaire`), 10_000);
    await Promise.all(users.map((u) => arrive(u, sink, arrivalStart + 300_000, arrival)));
    clearInterval(arrivalProgress);
    const arrivalEnd = performance.now();
    const arrivalCounts = { ...counts, errors: new Map(errorsByKind) };
    counts.served = 0;
    counts.answered = 0;
    errorsByKind.clear();
    log(`${arrival.ready} users signed in and answered the questionnaire in ${seconds(arrivalEnd - arrivalStart)}; now ${flags.durationS} s of polling and uploading`);

    const stats: PeopleStats = { ready: arrival.ready, gaveUp: 0, failed: new Map() };
    const start = performance.now();
    const deadline = start + flags.durationS * 1000;
    const people = Promise.all(users.filter((u) => u.cookie).map((u) => work(u, deadline, stats)));

    const faults = (async () => {
      if (flags.pgRestart) {
        await sleep(Math.max(0, start + flags.durationS * 1000 * 0.3 - performance.now()));
        await restartPostgres(dbName);
      }
      if (flags.appKill) {
        await sleep(Math.max(0, start + flags.durationS * 1000 * 0.6 - performance.now()));
        await killAndRestartApp(env, logFile, origin);
      }
    })();
    const progress = setInterval(() => log(`${counts.served} requests served, ${uploads.acked} uploads acknowledged`), 10_000);
    await Promise.all([people, faults]);
    clearInterval(progress);
    const loadEnd = performance.now();
    const load = { served: counts.served, answered: counts.answered };
    log(`load over after ${seconds(loadEnd - start)}; checking every acknowledged upload`);

    const checked = await verify(users);
    const lost = checked.missing + checked.corrupt + checked.listingFailed;

    // Finally a graceful stop, as a deployment would do it.
    current.expectedExit = true;
    const stopStart = performance.now();
    const stopped = new Promise<number | null>((resolve) => current.child.once('exit', (code) => resolve(code)));
    current.child.kill('SIGTERM');
    const stopCode = await stopped;

    const lines = [
      `arrival: ${arrival.ready} of ${flags.users} users signed in (code by e-mail) and answered the questionnaire in ${seconds(arrivalEnd - arrivalStart)}; ${arrivalCounts.served} requests served; errors: ${kinds(arrivalCounts.errors)}${arrival.gaveUp + arrival.failed.size ? `; ${arrival.gaveUp} gave up, ${[...arrival.failed].map(([r, n]) => `${n}× ${r}`).join('; ')}` : ''}`,
      `load: ${stats.ready} users polling and uploading for ${flags.durationS} s (${stats.gaveUp} gave up at the deadline while the server was unreachable; ${[...stats.failed.values()].reduce((a, b) => a + b, 0)} stopped on an unexpected answer)`,
      `requests served (2xx) during the load: ${load.served} of ${load.answered} answered, ${(load.served / ((loadEnd - start) / 1000)).toFixed(0)} per second (then ${counts.served - load.served} more to check the uploads)`,
      `errors by kind during the load: ${kinds(errorsByKind)}`,
      ...[...stats.failed].map(([reason, n]) => `unexpected answer (${n}×): ${reason}`),
      `uploads acknowledged: ${uploads.acked}${uploads.refused.size ? ` (refused by the server: ${[...uploads.refused].map(([c, n]) => `${c} × ${n}`).join(', ')})` : ''}`,
      `uploads verified intact (listed, downloaded, same SHA-256): ${checked.intact} of ${checked.checked}`,
      `LOST acknowledged uploads: ${lost} (missing ${checked.missing}, different bytes ${checked.corrupt}, not listable ${checked.listingFailed}); target 0`,
      `stored without an acknowledgement (the answer was lost in a restart; a retry found them as duplicates or the client gave up): ${checked.unacknowledgedStored}`,
      flags.pgRestart
        ? `PostgreSQL ${pgFault}: took ${seconds(timeline.pgRestartEnd - timeline.pgRestartStart)}; first request served ${timeline.firstServedAfterPg ? seconds(timeline.firstServedAfterPg - timeline.pgRestartEnd) : 'never'} after it was back`
        : 'PostgreSQL restart: skipped (--no-pg-restart)',
      flags.appKill
        ? `app killed with SIGKILL: answered /api/health again after ${seconds(timeline.appHealthyAgainAt - timeline.appKilledAt)}, first user request served after ${timeline.firstServedAfterKill ? seconds(timeline.firstServedAfterKill - timeline.appKilledAt) : 'never'}`
        : 'app kill: skipped (--no-app-kill)',
      `app crashes on its own (not the planned kill): ${appCrashes}`,
      `graceful stop at the end (SIGTERM): exit code ${stopCode} after ${seconds(performance.now() - stopStart)}`,
    ];
    console.log('\nLoad and faults');
    for (const line of lines) console.log(`  ${line}`);
    const met = lost === 0 && appCrashes === 0 && stopCode === 0;
    console.log(`  target: zero acknowledged uploads lost, no crash, clean stop -> ${met ? 'met' : 'MISSED'}`);
    exitCode = met ? 0 : 1;
  } finally {
    if (current && current.child.exitCode === null && current.child.signalCode === null) {
      current.expectedExit = true;
      current.child.kill('SIGKILL');
    }
    await sink.close();
    const dropper = new pg.Client({ connectionString: flags.postgresUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${dbName} with (force)`);
    await dropper.end();
    if (exitCode === 0) await rm(dataDir, { recursive: true, force: true });
    else log(`kept the data folder with the server log for a look: ${dataDir}`);
  }
  process.exit(exitCode);
}

await main();
