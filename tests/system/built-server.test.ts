import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { exitOf, freePort, openUploads, signInThroughOutbox, startServerProcess } from '../support/server-process';

// What `npm start` runs: the server bundled into dist/server/main.js and started with plain node.
// The bundle must still find the files that sit next to the sources (the migrations, the address
// directory, package.json, the eCH-0196 schemas) and start its worker threads and child processes
// from the entries built beside it, which a wrong relative path would only show at run time.
const ADMIN = 'admin@example.ch';
let dataDir: string;
let origin: string;
let server: ChildProcess | undefined;

beforeAll(async () => {
  await buildServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'helvetax-built-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startServerProcess({ dataDir, port, appSecret: 'built-server-secret-built-server-secret', built: true, env: { ADMIN_EMAILS: ADMIN } });
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await exitOf(server);
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('the built server (npm start)', () => {
  // One sign-in for the whole file: the outbox helper reads the only e-mail in the folder.
  let cookie = '';

  it('migrates its database, signs a person in through the outbox and answers the signed-in calls', async () => {
    cookie = await signInThroughOutbox(origin, dataDir, ADMIN);
    const user = await fetch(`${origin}/api/user`, { headers: { cookie } });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ email: ADMIN, role: 'admin', taxStatus: expect.any(String) });
  });

  it('finds the files beside its sources: the address directory and package.json', async () => {
    const found = await fetch(`${origin}/api/address/search?q=${encodeURIComponent('Zürich')}`, { headers: { cookie } });
    expect(found.status).toBe(200);
    expect((await found.json()).results.length).toBeGreaterThan(0);
    const system = await fetch(`${origin}/api/admin/system`, { headers: { cookie } });
    expect(system.status).toBe(200);
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect((await system.json()).version).toBe(pkg.version);
  });

  /** Uploads a fixture through the built server and waits until its recognition is done or failed. */
  async function uploadAndRecognise(fixture: URL, args: { categoryId: number; filename: string }) {
    const pdf = readFileSync(fixture);
    const form = new FormData();
    form.append('categoryId', String(args.categoryId));
    form.append('taxYear', '2025');
    form.append('hashes[]', createHash('sha256').update(pdf).digest('hex'));
    form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), args.filename);
    const uploaded = await fetch(`${origin}/api/files/upload`, { method: 'POST', headers: { origin, cookie }, body: form });
    expect(uploaded.status).toBe(200);
    const [result] = (await uploaded.json()).results;
    expect(result).toMatchObject({ status: 'fulfilled' });
    return vi.waitFor(
      async () => {
        const res = await fetch(`${origin}/api/files/${result.value.id}/recognition`, { headers: { cookie } });
        const body = await res.json();
        expect(['done', 'failed']).toContain(body.status);
        return body;
      },
      { timeout: 120_000, interval: 200 },
    );
  }

  it('reads an uploaded e-tax statement in its reading process, built beside the bundle', async () => {
    await openUploads(origin, cookie, 2025);
    const recognition = await uploadAndRecognise(
      new URL('../../src/server/features/document-recognition/ech0196/fixtures/opensteuerauszug-sample_output.pdf', import.meta.url),
      { categoryId: 1, filename: 'E-Steuerauszug.pdf' },
    );
    expect(recognition).toMatchObject({ status: 'done', kind: 'ech0196', result: { totalTaxValue: 39351.02, source: 'pdf-barcode', schemaValid: true } });
  });

  it('reads an uploaded salary certificate in its own process, built beside the bundle', async () => {
    const recognition = await uploadAndRecognise(
      new URL('../../src/server/features/document-recognition/salary-certificate/fixtures/certificate-text.pdf', import.meta.url),
      { categoryId: 5, filename: 'Lohnausweis.pdf' },
    );
    expect(recognition).toMatchObject({ status: 'done', kind: 'salary-certificate', result: { source: 'text-layer', plausible: true } });
  });

  it('stops cleanly on SIGTERM', async () => {
    server!.kill('SIGTERM');
    expect(await exitOf(server!)).toEqual({ code: 0, signal: null });
  });
});
