import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, sha256 } from '../support/multipart';
import { exitOf, freePort, openUploads, signInThroughOutbox, startServerProcess, stdoutLine } from '../support/server-process';
import { seedEmbeddedDatabase } from '../support/test-db';

let dataDir: string;
let port: number;
let origin: string;
let server: ChildProcess | undefined;

async function startServer() {
  // Its log (info) is read: the shutdown line tells when the listener closes.
  server = await startServerProcess({
    dataDir,
    port,
    appSecret: 'shutdown-test-secret-shutdown-test-secret',
    env: { SHUTDOWN_GRACE_SECONDS: '60', LOG_LEVEL: 'info' },
    captureStdout: true,
  });
}

const signIn = (email: string) => signInThroughOutbox(origin, dataDir, email);

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Every HTTP/1.1 response that came back on one raw connection, in order (bodies with Content-Length). */
function parseResponses(bytes: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = bytes;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine, ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const head = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    const length = Number(head['content-length'] ?? 0);
    responses.push({ status: Number(statusLine!.split(' ')[1]), headers: head, body: rest.subarray(end + 4, end + 4 + length).toString('utf8') });
    rest = rest.subarray(end + 4 + length);
  }
  return responses;
}

const write = (socket: Socket, data: Buffer | string) => new Promise<void>((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));

/** What a new visitor gets: the connection refused, or a 503, once the server is shutting down. */
async function newConnectionAnswer(): Promise<'refused' | number> {
  return new Promise((resolve) => {
    const probe = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    probe.on('connect', () => probe.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`));
    probe.on('data', (c: Buffer) => chunks.push(c));
    probe.on('error', () => resolve('refused'));
    probe.on('close', () => {
      const [response] = parseResponses(Buffer.concat(chunks));
      resolve(response ? response.status : 'refused');
    });
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'helvetax-shutdown-'));
  await seedEmbeddedDatabase(dataDir);
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await exitOf(server);
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('SIGTERM in the middle of an upload', () => {
  it('lets the upload finish and commit, refuses new requests, and exits 0', async () => {
    await startServer();
    const cookie = await signIn('shutdown@example.ch');
    const taxYear = new Date().getUTCFullYear() - 1;
    await openUploads(origin, cookie, taxYear);

    // An 8 MB document, sent on a raw connection so the test decides when each byte leaves.
    const content = Buffer.alloc(8 * 1024 * 1024);
    for (let i = 0; i < content.length; i += 4) content.writeUInt32LE((i * 2654435761) >>> 0, i);
    content.write('%PDF-1.4\n');
    const { payload, headers: h } = multipart([
      { name: 'categoryId', value: '21' },
      { name: 'taxYear', value: String(taxYear) },
      { name: 'hashes[]', value: sha256(content) },
      { name: 'files', filename: 'during-shutdown.pdf', content },
    ]);
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const received: Buffer[] = [];
    socket.on('data', (c: Buffer) => received.push(c));
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    await write(
      socket,
      `POST /api/files/upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nCookie: ${cookie}\r\nContent-Type: ${h['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    // A quarter of the file, in slices, as a slow phone line would send it.
    const quarter = Math.floor(payload.length / 4);
    for (let offset = 0; offset < quarter; offset += 256 * 1024) await write(socket, payload.subarray(offset, Math.min(offset + 256 * 1024, quarter)));

    const serverProcess = server!;
    const exited = exitOf(serverProcess);
    const shutdownLogged = stdoutLine(serverProcess, /SIGTERM received/);
    serverProcess.kill('SIGTERM');
    // The server logs this line, then in the same turn of its event loop starts app.close(), whose
    // steps up to closing the listener run on process.nextTick and promises, without I/O: so no
    // connection made after the line reaches a request handler that would still take it.
    await shutdownLogged;
    // New visitors are turned away (connection refused, or 503) while the upload goes on.
    const answer = await newConnectionAnswer();
    expect(answer === 'refused' || answer === 503).toBe(true);
    expect(serverProcess.exitCode).toBeNull(); // still busy with the upload

    // The rest of the upload, slowly, then one more request on the same connection: it arrives
    // after SIGTERM and must be refused with a reason the client understands.
    for (let offset = quarter; offset < payload.length; offset += 256 * 1024) {
      await write(socket, payload.subarray(offset, Math.min(offset + 256 * 1024, payload.length)));
      await new Promise((r) => setTimeout(r, 5));
    }
    await write(socket, `GET /api/user HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n\r\n`);
    await socketClosed;

    const [upload, late, ...more] = parseResponses(Buffer.concat(received));
    expect(upload?.status, upload?.body).toBe(200);
    const result = JSON.parse(upload!.body).results[0];
    expect(result.status).toBe('fulfilled');
    expect(late?.status).toBe(503);
    expect(JSON.parse(late!.body)).toEqual({ message: expect.any(String), code: 'SHUTTING_DOWN', params: { seconds: expect.any(Number) } });
    expect(late?.headers.connection).toBe('close');
    expect(Number(late?.headers['retry-after'])).toBeGreaterThan(0);
    expect(more).toEqual([]);

    // The process ends on its own, successfully, once the upload is done (not after the grace period).
    const outcome = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 15_000))]);
    expect(outcome).toEqual({ code: 0, signal: null });

    // After a restart the file is there, byte for byte.
    await startServer();
    const list = await (await fetch(`${origin}/api/files?taxYear=${taxYear}`, { headers: { cookie } })).json();
    expect(list.map((f: { id: number }) => f.id)).toEqual([result.value.id]);
    const bytes = Buffer.from(await (await fetch(`${origin}${list[0].blobUrl}?download=1`, { headers: { cookie } })).arrayBuffer());
    expect(bytes.length).toBe(content.length);
    expect(sha256(bytes)).toBe(sha256(content));
  });
});
