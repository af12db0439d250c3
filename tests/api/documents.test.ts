import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/shared/contract/documents';
import { multipart, samples, sha256, type Part } from '../support/multipart';
import { signInWithCompleteProfile } from '../support/questionnaire';
import { tempFilesTouchedDuring } from '../support/temp-files';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-16T09:00:00Z' });
});
afterAll(async () => {
  await t?.close();
});

const readyUser = () => signInWithCompleteProfile(t, 'docs');

type FileSpec = { filename: string; content: Buffer; hash?: string };
async function upload(cookie: string, files: FileSpec[], fields: { categoryId?: string; taxYear?: string } = { categoryId: '1', taxYear: '2025' }) {
  const parts: Part[] = [];
  if (fields.categoryId !== undefined) parts.push({ name: 'categoryId', value: fields.categoryId });
  if (fields.taxYear !== undefined) parts.push({ name: 'taxYear', value: fields.taxYear });
  for (const f of files) parts.push({ name: 'hashes[]', value: f.hash ?? sha256(f.content) });
  for (const f of files) parts.push({ name: 'files', filename: f.filename, content: f.content });
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
}
async function storedFileCount() {
  const res = (await t.db.execute(sql`select count(*)::int as n from files`)) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
}
async function filesOnDisk() {
  const store = await readdir(path.join(t.dataDir, 'files', 'store')).catch(() => []);
  const tmp = await readdir(path.join(t.dataDir, 'files', 'tmp')).catch(() => []);
  return { store: store.length, tmp: tmp.length };
}

describe('uploading documents', () => {
  it('keeps the good files of a multi-file upload and says which file was refused and why', async () => {
    const { cookie } = await readyUser();
    const pdf = samples.pdf();
    const png = samples.png();
    const res = await upload(cookie, [
      { filename: 'Kontoauszug.pdf', content: pdf },
      { filename: 'evil.pdf', content: samples.html() },
      { filename: 'Beleg.png', content: png },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.failedCount).toBe(1);
    expect(body.results.map((r: { status: string }) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(body.results[1]).toMatchObject({ status: 'rejected', fileName: 'evil.pdf', reason: { code: 'UNSUPPORTED_TYPE', message: expect.any(String), params: { allowed: '.pdf, .jpg, .jpeg, .png, .webp, .doc, .docx, .txt, .xml' } } });
    expect(body.results[0].value).toMatchObject({ filename: 'Kontoauszug.pdf', categoryId: 1, categoryName: 'Bankunterlagen', taxYear: 2025, hash: sha256(pdf), duplicate: false });
    expect(body.results[0].value.blobUrl).toMatch(/^\/api\/files\/\d+\/content\/Kontoauszug\.pdf$/);
    expect(body.files).toHaveLength(2);
    const list = (await t.app.inject({ method: 'GET', url: '/api/files?taxYear=2025', headers: { cookie } })).json();
    expect(list.map((f: { filename: string }) => f.filename).sort()).toEqual(['Beleg.png', 'Kontoauszug.pdf']);
  });

  it('refuses renamed HTML or SVG, empty files and a name that does not match the content', async () => {
    const { cookie } = await readyUser();
    const res = await upload(cookie, [
      { filename: 'invoice.pdf', content: samples.svg() },
      { filename: 'notes.txt', content: samples.html() },
      { filename: 'empty.pdf', content: Buffer.alloc(0) },
      { filename: 'photo.pdf', content: samples.jpeg() },
    ]);
    const reasons = res.json().results.map((r: { reason: { code: string } }) => r.reason.code);
    expect(reasons).toEqual(['UNSUPPORTED_TYPE', 'UNSUPPORTED_TYPE', 'EMPTY_FILE', 'UNSUPPORTED_TYPE']);
    // Each file says what is wrong with it: the client shows 'empty' or the allowed types from these params.
    expect(res.json().results[2].reason.params).toBeUndefined();
    expect(res.json().results[0].reason.params).toEqual({ allowed: expect.stringContaining('.pdf') });
    expect((await t.app.inject({ method: 'GET', url: '/api/files?taxYear=2025', headers: { cookie } })).json()).toEqual([]);
  });

  it('refuses a file whose SHA-256 differs from the one sent (damaged in transit)', async () => {
    const { cookie } = await readyUser();
    const pdf = samples.pdf();
    const res = await upload(cookie, [{ filename: 'Lohnausweis.pdf', content: pdf, hash: sha256(Buffer.from('something else')) }], { categoryId: '5', taxYear: '2025' });
    expect(res.json().results[0]).toMatchObject({ status: 'rejected', reason: { code: 'HASH_MISMATCH' } });
  });

  it('cuts off a file of 50 MB + 1 byte while streaming and keeps nothing of it', async () => {
    const { cookie } = await readyUser();
    const before = await storedFileCount();
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    big.write('%PDF-1.4\n');
    const res = await upload(cookie, [{ filename: 'huge.pdf', content: big }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ status: 'rejected', reason: { code: 'FILE_TOO_LARGE', params: { maxMegabytes: 50 } } });
    expect(await storedFileCount()).toBe(before);
    expect((await filesOnDisk()).tmp).toBe(0);
  });

  it('returns the existing file when the same bytes are uploaded again for the same year and category', async () => {
    const { cookie } = await readyUser();
    const pdf = samples.pdf();
    const first = (await upload(cookie, [{ filename: 'a.pdf', content: pdf }])).json();
    const disk = await filesOnDisk();
    const again = (await upload(cookie, [{ filename: 'a-copy.pdf', content: pdf }])).json();
    expect(again.results[0].value).toMatchObject({ id: first.results[0].value.id, duplicate: true, filename: 'a.pdf' });
    expect((await t.app.inject({ method: 'GET', url: '/api/files?taxYear=2025', headers: { cookie } })).json()).toHaveLength(1);
    expect((await filesOnDisk()).store).toBe(disk.store);
    const otherCategory = (await upload(cookie, [{ filename: 'a.pdf', content: pdf }], { categoryId: '2', taxYear: '2025' })).json();
    expect(otherCategory.results[0].value.id).not.toBe(first.results[0].value.id);
  });

  it('stores files encrypted: no plaintext on disk, the exact bytes back, and a flipped byte refused', async () => {
    const { cookie } = await readyUser();
    const pdf = samples.pdf('SECRET-SALARY-MARKER');
    const res = (await upload(cookie, [{ filename: 'Lohnausweis März.pdf', content: pdf }], { categoryId: '5', taxYear: '2025' })).json();
    const file = res.results[0].value;
    const row = ((await t.db.execute(sql`select storage_key from files where id = ${file.id}`)) as unknown as { rows: { storage_key: string }[] }).rows[0]!;
    const onDisk = await readFile(t.storage.pathOf(row.storage_key));
    expect(onDisk.length).toBe(pdf.length);
    expect(onDisk.includes(Buffer.from('SECRET-SALARY-MARKER'))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);

    const download = await t.app.inject({ method: 'GET', url: `${file.blobUrl}?download=1`, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Lohnausweis M_rz.pdf"; filename*=UTF-8''Lohnausweis%20M%C3%A4rz.pdf`);
    expect(download.headers['content-security-policy']).toContain('sandbox');
    const view = await t.app.inject({ method: 'GET', url: file.blobUrl, headers: { cookie } });
    expect(view.headers['content-disposition']).toMatch(/^inline;/);

    onDisk[Math.floor(onDisk.length / 2)]! ^= 0x01;
    await writeFile(t.storage.pathOf(row.storage_key), onDisk);
    const damaged = await t.app.inject({ method: 'GET', url: file.blobUrl, headers: { cookie } });
    expect(damaged.statusCode).toBe(500);
    expect(damaged.json()).toEqual({ message: expect.any(String), code: 'FILE_DAMAGED' });
  });

  it('serves text and Word files as attachments', async () => {
    const { cookie } = await readyUser();
    const res = (await upload(cookie, [{ filename: 'Spenden.txt', content: samples.txt() }], { categoryId: '8', taxYear: '2025' })).json();
    const view = await t.app.inject({ method: 'GET', url: res.results[0].value.blobUrl, headers: { cookie } });
    expect(view.headers['content-disposition']).toMatch(/^attachment;/);
    expect(view.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it("answers 404 for another user's file and 401 without a session", async () => {
    const owner = await readyUser();
    const file = (await upload(owner.cookie, [{ filename: 'mine.pdf', content: samples.pdf() }])).json().results[0].value;
    const stranger = await readyUser();
    const res = await t.app.inject({ method: 'GET', url: file.blobUrl, headers: { cookie: stranger.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    const anonymous = await upload('', [{ filename: 'x.pdf', content: samples.pdf() }]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('SESSION_EXPIRED');
    expect((await t.app.inject({ method: 'GET', url: file.blobUrl })).statusCode).toBe(401);
  });

  it('needs an existing category, an open tax year and a completed tax profile, and writes no byte of a refused upload', async () => {
    const { cookie } = await readyUser();
    const fresh = await t.signIn(`fresh${Date.now()}@example.ch`);
    const before = { rows: await storedFileCount(), disk: await filesOnDisk() };
    const refusals = [
      { who: cookie, fields: { taxYear: '2025' }, status: 400, code: 'CATEGORY_INVALID', message: 'Please select a document category' },
      { who: cookie, fields: { categoryId: '99', taxYear: '2025' }, status: 400, code: 'CATEGORY_INVALID' },
      { who: cookie, fields: { categoryId: '1', taxYear: '2026' }, status: 400, code: 'TAX_YEAR_NOT_OPEN' },
      { who: fresh.cookie, fields: { categoryId: '1', taxYear: '2025' }, status: 403, code: 'UPLOAD_NOT_ALLOWED', message: 'Complete your tax profile before uploading documents' },
    ];
    for (const refusal of refusals) {
      const { result, touched } = await tempFilesTouchedDuring(t.dataDir, () => upload(refusal.who, [{ filename: 'x.pdf', content: samples.pdf() }, { filename: 'y.pdf', content: samples.pdf() }], refusal.fields));
      expect(result.statusCode, refusal.code).toBe(refusal.status);
      expect(result.json()).toMatchObject({ code: refusal.code, ...(refusal.message ? { message: refusal.message } : {}) });
      // Checked before the first file part was written: not even a temporary file came and went.
      expect(touched, refusal.code).toEqual([]);
    }
    expect(await storedFileCount()).toBe(before.rows);
    expect(await filesOnDisk()).toEqual(before.disk);
  });

  it('refuses fields sent after a file with a clear 400 and keeps nothing', async () => {
    const { cookie } = await readyUser();
    const before = await storedFileCount();
    const pdf = samples.pdf();
    const { payload, headers } = multipart([
      { name: 'categoryId', value: '1' },
      { name: 'files', filename: 'Lohnausweis.pdf', content: pdf },
      { name: 'hashes[]', value: sha256(pdf) },
      { name: 'taxYear', value: '2025' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Send the fields (categoryId, taxYear, hashes) before the files' });
    expect(await storedFileCount()).toBe(before);
    expect((await filesOnDisk()).tmp).toBe(0);
  });

  it('takes the single-file call of the advanced area with its hashes as a JSON array', async () => {
    const { cookie } = await readyUser();
    const pdf = samples.pdf();
    const { payload, headers } = multipart([
      { name: 'hashes', value: JSON.stringify([sha256(pdf)]) },
      { name: 'categoryId', value: '10' },
      { name: 'categoryName', value: 'Stocks & Bonds' },
      { name: 'taxYear', value: '2025' },
      { name: 'files', filename: 'Depot.pdf', content: pdf },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ status: 'fulfilled', value: { categoryId: 10, filename: 'Depot.pdf' } });
  });

  it('lists categories in the user language: basic and all', async () => {
    const { cookie } = await readyUser();
    const basic = (await t.app.inject({ method: 'GET', url: '/api/document-categories?taxYear=2025&mode=basic', headers: { cookie, 'accept-language': 'fr' } })).json();
    expect(basic).toHaveLength(22);
    expect(basic).toContainEqual({ id: 5, name: 'Certificat de salaire' });
    const all = (await t.app.inject({ method: 'GET', url: '/api/document-categories?mode=all', headers: { cookie } })).json();
    expect(all.length).toBeGreaterThan(22);
    expect(all).toContainEqual({ id: 30, name: 'Ehepartner/in: Lohnausweis' });
  });
});

describe('the status follows the required documents', () => {
  it('moves to 3 exactly when the fourth required category arrives, once, with an audit row', async () => {
    const { cookie, user } = await readyUser();
    for (const categoryId of ['1', '2', '5']) {
      const res = (await upload(cookie, [{ filename: `${categoryId}.pdf`, content: samples.pdf() }], { categoryId, taxYear: '2025' })).json();
      expect(res.statusAdvanced).toBe(false);
      expect(res.taxStatus.current_status_id).toBe(2);
    }
    const other = (await upload(cookie, [{ filename: 'donation.pdf', content: samples.pdf() }], { categoryId: '8', taxYear: '2025' })).json();
    expect(other.statusAdvanced).toBe(false);
    const fourth = (await upload(cookie, [{ filename: 'GA.pdf', content: samples.pdf() }], { categoryId: '21', taxYear: '2025' })).json();
    expect(fourth.statusAdvanced).toBe(true);
    expect(fourth.taxStatus).toMatchObject({ current_status_id: 3, status: 'documents_submitted' });
    const later = (await upload(cookie, [{ filename: 'more.pdf', content: samples.pdf() }], { categoryId: '1', taxYear: '2025' })).json();
    expect(later.statusAdvanced).toBe(false);
    expect(later.taxStatus.current_status_id).toBe(3);
    const audit = (await t.db.execute(sql`select details from audit_log where user_id = ${user.id} and action = 'tax_status.change' order by id`)) as unknown as {
      rows: { details: { from: number; to: number } }[];
    };
    expect(audit.rows.map((r) => [r.details.from, r.details.to])).toEqual([[1, 2], [2, 3]]);
  });

  it('lets the user step 2→3 only when the required documents are there, and never lowers it', async () => {
    const { cookie } = await readyUser();
    const set = (statusId: number) => t.app.inject({ method: 'POST', url: '/api/tax-status/set', headers: { ...ORIGIN_HEADER, cookie }, payload: { statusId, taxYear: 2025 } });
    expect((await set(3)).json().code).toBe('STATUS_TRANSITION_NOT_ALLOWED');
    for (const categoryId of ['1', '2', '5', '21']) await upload(cookie, [{ filename: `${categoryId}.pdf`, content: samples.pdf() }], { categoryId, taxYear: '2025' });
    expect((await set(3)).json()).toMatchObject({ changed: false, taxStatus: { current_status_id: 3 } });
    expect((await set(2)).statusCode).toBe(403);
    expect((await set(5)).statusCode).toBe(403);
  });
});
