import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// A client folder laid out as `vite build` writes it: every text file with its .br and .gz
// copies beside it (vite-plugin-compression2), pictures without.
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Steuererklärung ${i}`))};\n`;
const STYLE = `${Array.from({ length: 200 }, (_, i) => `.c${i}{color:#d52b1e;margin:${i}px}`).join('\n')}\n`;
const FIRST_PAINT = '<div class="first-paint">Helvetax</div>';
const OTHER_FIRST_PAINTS = ['signed-in-header', 'home', 'tax-setup'].map((name) => `<template data-first-paint="${name}"></template>`).join('');
const SHELL = `<!doctype html><html lang="de"><title>Helvetax</title><div id="root"></div><template data-first-paint="login">${FIRST_PAINT}</template>${OTHER_FIRST_PAINTS}</html>`;
// /login gets its first screen in the root element (platform/client-pages.ts).
const LOGIN_SHELL = `<!doctype html><html lang="de"><title>Helvetax</title><div id="root">${FIRST_PAINT}</div></html>`;

let dir: string;
let t: TestApp;
const host = { host: 'localhost:3000' };

async function writeWithCopies(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'helvetax-compressed-'));
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeWithCopies(path.join(dir, 'index.html'), SHELL);
  await writeWithCopies(path.join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  await writeWithCopies(path.join(dir, 'assets', 'index-abc123.css'), STYLE);
  await writeFile(path.join(dir, 'logo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  t = await createTestApp({ deps: { clientDir: dir } });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...host, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('compressed client files', () => {
  it('sends JS and CSS brotli-compressed to a browser that accepts br, with their own type and cache rules', async () => {
    for (const [url, text, type] of [
      ['/assets/index-abc123.js', SCRIPT, 'javascript'],
      ['/assets/index-abc123.css', STYLE, 'text/css'],
    ] as const) {
      const res = await get(url, 'gzip, deflate, br, zstd');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toContain(type);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], url).toContain('immutable');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(text);
      expect(res.rawPayload.length, url).toBeLessThan(Buffer.byteLength(text) / 2);
    }
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the app shell on every page path and keeps it uncached', async () => {
    for (const url of ['/', '/login', '/profile?setup=tax']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(url === '/login' ? LOGIN_SHELL : SHELL);
    }
  });

  it('serves files that have no compressed copy as they are', async () => {
    const res = await get('/logo.png', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
  });
});
