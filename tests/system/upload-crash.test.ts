import type { ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, samples, sha256 } from '../support/multipart';
import { exitOf, freePort, openUploads, signInThroughOutbox, startServerProcess } from '../support/server-process';
import { seedEmbeddedDatabase } from '../support/test-db';

let dataDir: string;
let port: number;
let origin: string;
let server: ChildProcess | undefined;

async function startServer() {
  server = await startServerProcess({ dataDir, port, appSecret: 'crash-test-secret-crash-test-secret-0123' });
}

async function killServer() {
  const child = server!;
  child.kill('SIGKILL');
  await exitOf(child);
}

const headers = (cookie: string) => ({ origin, cookie });
const signIn = (email: string) => signInThroughOutbox(origin, dataDir, email);

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
  await seedEmbeddedDatabase(dataDir);
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
    const taxYear = new Date().getUTCFullYear() - 1;
    await openUploads(origin, cookie, taxYear);

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
    // The server starts the temporary file once it has checked the fields: wait for that, not for a time.
    const tmpDir = path.join(dataDir, 'files', 'tmp');
    const tempFileStarted = new Promise<void>((resolve) => {
      const watcher = watch(tmpDir, () => {
        watcher.close();
        resolve();
      });
    });
    await new Promise<void>((resolve) => req.write(payload.subarray(0, payload.length / 2), () => resolve()));
    await tempFileStarted;
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
