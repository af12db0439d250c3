import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let dir: string;
let t: TestApp;
let app: TestApp['app'];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'helvetax-static-'));
  await mkdir(path.join(dir, 'client', 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'client', 'index.html'), '<!doctype html><title>Helvetax</title><div id="root"></div>');
  await writeFile(path.join(dir, 'client', 'assets', 'app-1234.js'), 'console.log(1)');
  await mkdir(path.join(dir, 'client', 'videos'));
  await writeFile(path.join(dir, 'client', 'videos', 'intro.webm'), Buffer.alloc(1000, 1));
  await writeFile(path.join(dir, 'client', 'videos', 'intro.mp4'), Buffer.alloc(1000, 2));
  await writeFile(path.join(dir, 'client', 'videos', 'intro.de.vtt'), 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nSo funktioniert Helvetax\n');
  // The whole app on its own database (PGlite or PostgreSQL, as TEST_DB says), serving this client folder.
  t = await createTestApp({ deps: { clientDir: path.join(dir, 'client') } });
  app = t.app;
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const host = { host: 'localhost:3000' };

describe('serving the client', () => {
  it('serves the app shell at / and for every page path, uncached', async () => {
    for (const url of ['/', '/profile?firstTime=true', '/file-history', '/no-such-page']) {
      const res = await app.inject({ method: 'GET', url, headers: host });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for good and answers missing files and API paths with 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: host });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js', headers: host })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing', headers: host });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('sends pages opened under another host name to PUBLIC_URL', async () => {
    const res = await app.inject({ method: 'GET', url: '/login?x=1', headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/login?x=1');
  });

  it('redirects only ever to PUBLIC_URL, whatever the path looks like', async () => {
    for (const url of ['//evil.example/x', '/\\evil.example/x', '/\\/evil.example', '//evil.example', '///evil.example/x', '/%2F%2Fevil.example/x', '/.//evil.example']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'other-host:3000' } });
      expect(res.statusCode, url).toBe(302);
      expect(new URL(res.headers.location as string, 'http://base.invalid').origin, `${url} -> ${res.headers.location}`).toBe('http://localhost:3000');
    }
  });

  it('sends the security headers: CSP without third-party hosts, no framing, nosniff', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: host });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the intro video with its media types and byte ranges, and its subtitles as text/vtt', async () => {
    for (const [url, type] of [['/videos/intro.webm', 'video/webm'], ['/videos/intro.mp4', 'video/mp4']] as const) {
      const whole = await app.inject({ method: 'GET', url, headers: host });
      expect(whole.statusCode, url).toBe(200);
      expect(whole.headers['content-type'], url).toBe(type);
      expect(whole.headers['accept-ranges'], url).toBe('bytes');
      // Browsers seek (and Safari starts) with Range requests; a 200 with the whole file breaks seeking.
      const part = await app.inject({ method: 'GET', url, headers: { ...host, range: 'bytes=100-199' } });
      expect(part.statusCode, url).toBe(206);
      expect(part.headers['content-range'], url).toBe('bytes 100-199/1000');
      expect(part.rawPayload.length, url).toBe(100);
    }
    const subtitles = await app.inject({ method: 'GET', url: '/videos/intro.de.vtt', headers: host });
    expect(subtitles.statusCode).toBe(200);
    expect(subtitles.headers['content-type']).toMatch(/^text\/vtt/);
    expect(subtitles.body).toContain('So funktioniert Helvetax');
    expect((await app.inject({ method: 'GET', url: '/videos/missing.webm', headers: host })).statusCode).toBe(404);
  });
});
