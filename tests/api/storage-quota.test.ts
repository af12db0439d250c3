import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, sha256, type Part } from '../support/multipart';
import { MAX_UPLOAD_BYTES } from '../../src/shared/contract/documents';
import { completeTaxProfile, signInWithCompleteProfile } from '../support/questionnaire';
import { tempFilesTouchedDuring } from '../support/temp-files';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

/** Finding 5 (part): a storage quota per person and tax year. Here 10 KB, to test with small files. */
const QUOTA = 10 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-16T09:00:00Z', config: { storageQuotaBytesPerYear: QUOTA } });
});
afterAll(async () => {
  await t?.close();
});

const readyUser = () => signInWithCompleteProfile(t, 'quota');

/** A PDF of exactly `size` bytes, different every time. */
let serial = 0;
function pdfOf(size: number): Buffer {
  const pdf = Buffer.alloc(size, 0x20);
  pdf.write(`%PDF-1.4\n% ${++serial} ${Date.now()}\n`);
  return pdf;
}

async function upload(cookie: string, files: Buffer[], fields: { categoryId?: string; taxYear?: string } = {}) {
  const parts: Part[] = [
    { name: 'categoryId', value: fields.categoryId ?? '8' },
    { name: 'taxYear', value: fields.taxYear ?? '2025' },
    ...files.map((f) => ({ name: 'hashes[]', value: sha256(f) })),
    ...files.map((f, i) => ({ name: 'files', filename: `Beleg-${i + 1}.pdf`, content: f })),
  ];
  const { payload, headers } = multipart(parts);
  const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
  expect(res.statusCode).toBe(200);
  return res.json() as { results: { status: string; reason?: { code: string; message: string } }[] };
}

const usage = async (cookie: string, taxYear = 2025) =>
  (await t.app.inject({ method: 'GET', url: `/api/files/usage?taxYear=${taxYear}`, headers: { cookie } })).json() as { taxYear: number; usedBytes: number; limitBytes: number };
const rowsOf = async (userId: number) =>
  ((await t.db.execute(sql`select count(*)::int as n from files where user_id = ${userId}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('storage quota per person and tax year', () => {
  it('keeps the files that fit, refuses the rest with STORAGE_QUOTA_EXCEEDED and stores nothing of them', async () => {
    const { cookie, user } = await readyUser();
    expect(await usage(cookie)).toEqual({ taxYear: 2025, usedBytes: 0, limitBytes: QUOTA });

    const first = await upload(cookie, [pdfOf(4000), pdfOf(4000)]);
    expect(first.results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await usage(cookie)).toMatchObject({ usedBytes: 8000 });

    // 8000 + 3000 is over 10 240; the 2000-byte file after it still fits and is kept.
    const storedBefore = (await readdir(path.join(t.dataDir, 'files', 'store'))).length;
    const second = await upload(cookie, [pdfOf(3000), pdfOf(2000)]);
    expect(second.results[0]).toMatchObject({ status: 'rejected', reason: { code: 'STORAGE_QUOTA_EXCEEDED', message: expect.stringContaining('storage limit'), params: { limit: '0.01 MB' } } });
    expect(second.results[1]!.status).toBe('fulfilled');
    expect(await usage(cookie)).toMatchObject({ usedBytes: 10000 });
    expect(await rowsOf(user.id)).toBe(3);
    // The refused file left nothing on disk: one more stored file, no temporary file.
    expect((await readdir(path.join(t.dataDir, 'files', 'store'))).length).toBe(storedBefore + 1);
    expect(await readdir(path.join(t.dataDir, 'files', 'tmp'))).toEqual([]);

    // Exactly at the limit is allowed; one byte more is not.
    expect((await upload(cookie, [pdfOf(QUOTA - 10000)])).results[0]!.status).toBe('fulfilled');
    expect((await upload(cookie, [pdfOf(100)])).results[0]!.reason!.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(await usage(cookie)).toEqual({ taxYear: 2025, usedBytes: QUOTA, limitBytes: QUOTA });
  });

  it('counts each tax year and each person on their own, and a duplicate takes no new room', async () => {
    const a = await readyUser();
    const b = await readyUser();
    const full = pdfOf(QUOTA);
    expect((await upload(a.cookie, [full])).results[0]!.status).toBe('fulfilled');
    // The same bytes again in the same category are the same document, even with the year full.
    expect((await upload(a.cookie, [full])).results[0]!.status).toBe('fulfilled');
    expect(await usage(a.cookie)).toMatchObject({ usedBytes: QUOTA });
    // Another person still has the whole quota.
    expect((await upload(b.cookie, [pdfOf(5000)])).results[0]!.status).toBe('fulfilled');
    // So does the next tax year of the same person, once it opens.
    t.clock.set('2027-02-01T09:00:00Z');
    try {
      const later = await t.signIn(a.email);
      await completeTaxProfile(t, later.cookie, 2026);
      expect((await upload(later.cookie, [pdfOf(5000)], { taxYear: '2026' })).results[0]!.status).toBe('fulfilled');
      expect(await usage(later.cookie, 2026)).toEqual({ taxYear: 2026, usedBytes: 5000, limitBytes: QUOTA });
      expect(await usage(later.cookie, 2025)).toMatchObject({ usedBytes: QUOTA });
    } finally {
      t.clock.set('2026-11-16T09:00:00Z');
    }
  });

  it('refuses a new file for a full year before reading it, and still takes a duplicate', async () => {
    const { cookie, user } = await readyUser();
    const kept = pdfOf(QUOTA);
    expect((await upload(cookie, [kept])).results[0]!.status).toBe('fulfilled');
    // 50 MB + 1 byte: streamed, it would be cut off as FILE_TOO_LARGE; the quota answers first.
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    big.write('%PDF-1.4\n');
    const { result, touched } = await tempFilesTouchedDuring(t.dataDir, () => upload(cookie, [big, kept]));
    expect(result.results[0]).toMatchObject({ status: 'rejected', reason: { code: 'STORAGE_QUOTA_EXCEEDED' } });
    // The same bytes as a stored file take no new room: read, checked, and answered as that file.
    expect(result.results[1]!.status).toBe('fulfilled');
    // Only the duplicate was streamed (written to a temporary file and removed again).
    expect(new Set(touched).size).toBe(1);
    expect(await rowsOf(user.id)).toBe(1);
    expect(await readdir(path.join(t.dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('applies to the advanced area’s single-file call as well', async () => {
    const { cookie } = await readyUser();
    expect((await upload(cookie, [pdfOf(QUOTA - 100)])).results[0]!.status).toBe('fulfilled');
    const file = pdfOf(200);
    const { payload, headers } = multipart([
      { name: 'categoryId', value: '10' },
      { name: 'taxYear', value: '2025' },
      { name: 'hashes', value: JSON.stringify([sha256(file)]) },
      { name: 'files', filename: 'Depot.pdf', content: file },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
    expect(res.json().results[0]).toMatchObject({ status: 'rejected', reason: { code: 'STORAGE_QUOTA_EXCEEDED' } });
  });

  it('shows the usage only to its owner', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files/usage?taxYear=2025' });
    expect(res.statusCode).toBe(401);
  });
});
