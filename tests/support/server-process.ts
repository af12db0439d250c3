import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags, serverProcessEnv } from '../../scripts/build-server.mjs';
import { QUESTIONNAIRE_STEPS } from './questionnaire';
import { codeFromMail } from './smtp-sink';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on right now (the OS picks it), for a server the test starts itself. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server process on its own data folder and the embedded database, with codes going to
 * the outbox folder: from its TypeScript sources through tsx, or with `built` the bundle that
 * `npm start` runs (dist/server/main.js, which the caller builds first). Resolves once
 * `/api/health` answers; on a busy machine PGlite's start alone can take half a minute.
 */
export async function startServerProcess(options: {
  dataDir: string;
  port: number;
  appSecret: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  built?: boolean;
  /** Keeps the process's stdout (its log) readable for stdoutLine, instead of discarding it. */
  captureStdout?: boolean;
}): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const entry = options.built ? [...serverNodeFlags, path.join(root, 'dist/server/main.js')] : ['--import', 'tsx', path.join(root, 'src/server/main.ts')];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: serverProcessEnv({
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      PUBLIC_URL: origin,
      APP_SECRET: options.appSecret,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      DATABASE_URL: '',
      ...options.env,
    }),
    stdio: ['ignore', options.captureStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  // Flowing from the start, so a full pipe never stalls the server's log writes; stdoutLine listens in.
  child.stdout?.setEncoding('utf8').resume();
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it answered`);
    const ok = await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/**
 * The first line the process (started with captureStdout) writes to stdout from now on that
 * matches `pattern`; rejects when the process ends first.
 */
export function stdoutLine(child: ChildProcess, pattern: RegExp): Promise<string> {
  const stdout = child.stdout;
  if (!stdout) return Promise.reject(new Error('start the process with captureStdout'));
  return new Promise((resolve, reject) => {
    let partial = '';
    const onData = (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      const match = lines.find((line) => pattern.test(line));
      if (match === undefined) return;
      stop();
      resolve(match);
    };
    const onExit = () => {
      stop();
      reject(new Error(`process ended before it wrote a line matching ${pattern}`));
    };
    // The stream keeps flowing after this listener goes (see startServerProcess).
    const stop = () => {
      stdout.off('data', onData);
      child.off('exit', onExit);
    };
    stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/** How a child process ended (at once when it already has). */
export function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/**
 * Signs a new person in against a server process without SMTP: the code is read from the only
 * e-mail in its outbox folder. Answers the session cookie header.
 */
export async function signInThroughOutbox(origin: string, dataDir: string, email: string): Promise<string> {
  const sent = await fetch(`${origin}/api/auth/request-code`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  if (sent.status !== 200) throw new Error(`request-code answered ${sent.status}`);
  const outbox = path.join(dataDir, 'outbox');
  const [mail] = await readdir(outbox);
  const code = codeFromMail(await readFile(path.join(outbox, mail!), 'utf8'))!;
  const verified = await fetch(`${origin}/api/auth/verify-code`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ email, code }) });
  if (verified.status !== 200) throw new Error(`verify-code answered ${verified.status}: ${await verified.text()}`);
  return verified.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** The questionnaire answered and the year moved to status 2, so uploads are open. */
export async function openUploads(origin: string, cookie: string, taxYear: number): Promise<void> {
  const headers = { origin, cookie, 'content-type': 'application/json' };
  for (const step of QUESTIONNAIRE_STEPS) {
    const res = await fetch(`${origin}/api/user/profile`, { method: 'PUT', headers, body: JSON.stringify(step) });
    if (res.status !== 200) throw new Error(`profile step answered ${res.status}`);
  }
  const done = await fetch(`${origin}/api/status/set`, { method: 'POST', headers, body: JSON.stringify({ statusId: 2, taxYear }) });
  if (done.status !== 200) throw new Error(`status 2 answered ${done.status}`);
}
