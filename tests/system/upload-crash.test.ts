import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail } from '../support/smtp-sink';
import { multipart, samples, sha256 } from '../support/multipart';
import { QUESTIONNAIRE_STEPS } from '../support/questionnaire';

const root = fileURLToPath(new URL('../..', import.meta.url));
let dataDir: string;
let port: number;
let origin: string;
let server: ChildProcess | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real server process (`src/server/main.ts`), as `npm start` runs it. */
async function startServer() {
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: origin, APP_SECRET: 'crash-test-secret-crash-test-secret-0123', LOG_LEVEL: 'warn', SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function killServer() {
  const child = server!;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const headers = (cookie: string) => ({ origin, cookie });

async function signIn(email: string): Promise<string> {
  const sent = await fetch(`${origin}/api/auth/request-code`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  expect(sent.status).toBe(200);
  const outbox = path.join(dataDir, 'outbox');
  const [mail] = await readdir(outbox);
  const code = codeFromMail(await readFile(path.join(outbox, mail!), 'utf8'))!;
  const verified = await fetch(`${origin}/api/auth/verify-code`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ email, code }) });
  expect(verified.status).toBe(200);
  return verified.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function uploadOne(cookie: string, content: Buffer, filename: string, categoryId: string) {
  const { payload, headers: h } = multipart([
    { name: 'categoryId', value: categoryId },
    { name: 'taxYear', value: String(new Date().getUTCFullYear() - 1) },
    { name: 'hashes[]', value: sha256(content) },
    { name: 'files', filename, content },
  ]);
  const res = await fetch(`${origin}/api/files/upload`, { method: 'POST', headers: { ...headers(cookie), ...h }, body: new Uint8Array(payload) });
  return res.json();
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'helvetax-crash-'));
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) await killServer();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a crash in the middle of uploads', () => {
  it('keeps every acknowledged file intact and leaves no trace of the interrupted one', async () => {
    await startServer();
    const cookie = await signIn('crash@example.ch');
    for (const step of QUESTIONNAIRE_STEPS) {
      const res = await fetch(`${origin}/api/user/profile`, { method: 'PUT', headers: { ...headers(cookie), 'content-type': 'application/json' }, body: JSON.stringify(step) });
      expect(res.status).toBe(200);
    }
    const taxYear = new Date().getUTCFullYear() - 1;
    const done = await fetch(`${origin}/api/status/set`, { method: 'POST', headers: { ...headers(cookie), 'content-type': 'application/json' }, body: JSON.stringify({ statusId: 2, taxYear }) });
    expect(done.status).toBe(200);

    const acknowledged: { id: number; hash: string }[] = [];
    for (const [i, categoryId] of ['1', '2', '5'].entries()) {
      const content = samples.pdf(`ACK-${i}`);
      const body = await uploadOne(cookie, content, `ack-${i}.pdf`, categoryId);
      expect(body.results[0].status).toBe('fulfilled');
      acknowledged.push({ id: body.results[0].value.id, hash: sha256(content) });
    }

    // Start a 30 MB upload, send half of it, and kill the server while it is streaming.
    const big = Buffer.alloc(30 * 1024 * 1024, 0x20);
    big.write('%PDF-1.4\n');
    const { payload, headers: h } = multipart([
      { name: 'categoryId', value: '21' },
      { name: 'taxYear', value: String(taxYear) },
      { name: 'hashes[]', value: sha256(big) },
      { name: 'files', filename: 'interrupted.pdf', content: big },
    ]);
    const req = request(`${origin}/api/files/upload`, { method: 'POST', headers: { ...headers(cookie), ...h, 'content-length': String(payload.length) } });
    req.on('error', () => {});
    await new Promise<void>((resolve) => req.write(payload.subarray(0, payload.length / 2), () => resolve()));
    await new Promise((r) => setTimeout(r, 300));
    const tmpDuring = await readdir(path.join(dataDir, 'files', 'tmp'));
    expect(tmpDuring.length).toBe(1); // the interrupted file was being written
    await killServer();
    req.destroy();

    await startServer();
    const list = await (await fetch(`${origin}/api/files?taxYear=${taxYear}`, { headers: { cookie } })).json();
    expect(list.map((f: { id: number }) => f.id).sort()).toEqual(acknowledged.map((a) => a.id).sort());
    for (const a of acknowledged) {
      const file = list.find((f: { id: number }) => f.id === a.id);
      const bytes = Buffer.from(await (await fetch(`${origin}${file.blobUrl}?download=1`, { headers: { cookie } })).arrayBuffer());
      expect(sha256(bytes)).toBe(a.hash);
    }
    expect(await readdir(path.join(dataDir, 'files', 'tmp'))).toEqual([]);
    expect((await readdir(path.join(dataDir, 'files', 'store'))).length).toBe(acknowledged.length);
    await killServer();
  });
});
