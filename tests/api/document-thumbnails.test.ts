import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onProcessTask, type ProcessTaskEvent } from '../../src/server/platform/jobs/process-pool';
import { signInWithCompleteProfile } from '../support/questionnaire';
import { createTestApp, staffReadsOf, type TestApp } from '../support/test-app';
import { uploadOneFile } from '../support/upload-file';

const STATEMENT_FIXTURES = new URL('../../src/server/features/document-recognition/ech0196/fixtures/', import.meta.url);
const CERTIFICATE_FIXTURES = new URL('../../src/server/features/document-recognition/salary-certificate/fixtures/', import.meta.url);
const EXPERT = 'expert@helvetax.test';
const BANK_DOCUMENTS = '1';
const SALARY_STATEMENT = '5';

let t: TestApp;
let certificatePdf: Buffer;
let certificatePhoto: Buffer;
let statementXml: Buffer;

beforeAll(async () => {
  // Jobs off: a thumbnail is drawn from the stored file, whether or not it was read yet.
  t = await createTestApp({ config: { expertEmails: new Set([EXPERT]) } });
  [certificatePdf, certificatePhoto, statementXml] = await Promise.all([
    readFile(new URL('certificate-text.pdf', CERTIFICATE_FIXTURES)),
    readFile(new URL('certificate-photo.jpg', CERTIFICATE_FIXTURES)),
    readFile(new URL('opensteuerauszug-sample_output.xml', STATEMENT_FIXTURES)),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const upload = (cookie: string, file: { filename: string; content: Buffer }, categoryId = SALARY_STATEMENT) =>
  uploadOneFile(t.app, cookie, { ...file, categoryId, taxYear: 2025 });

const thumbnailOf = (cookie: string | undefined, fileId: number) =>
  t.app.inject({ method: 'GET', url: `/api/files/${fileId}/thumbnail`, headers: cookie ? { cookie } : {} });

/** The picture's pixel size, decoded the way a browser would. */
async function pictureSize(body: Buffer): Promise<{ width: number; height: number }> {
  const image = await loadImage(body);
  return { width: image.width, height: image.height };
}

describe('the thumbnail of a document', { timeout: 60_000 }, () => {
  it('shows the owner page 1 of a PDF as a small WebP, drawn in a child process and kept in their browser only', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'thumbnail-pdf');
    const fileId = await upload(cookie, { filename: 'Lohnausweis.pdf', content: certificatePdf });
    const events: ProcessTaskEvent[] = [];
    const stopListening = onProcessTask((event) => events.push(event));
    const res = await thumbnailOf(cookie, fileId).finally(stopListening);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // An A4 page, 400 px wide, and far smaller than the file itself would be as a picture.
    expect(await pictureSize(res.rawPayload)).toEqual({ width: 400, height: 566 });
    expect(res.rawPayload.length).toBeLessThan(40_000);
    const drawn = events.filter((e) => e.pool === 'thumbnails' && e.task === 'renderThumbnail');
    expect(drawn.map((e) => e.phase)).toEqual(['start', 'end']);
    expect(drawn.every((e) => e.pid > 0 && e.pid !== process.pid)).toBe(true);
  });

  it('reduces a photo to the thumbnail’s width, keeping its proportions', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'thumbnail-photo');
    const fileId = await upload(cookie, { filename: 'Lohnausweis.jpg', content: certificatePhoto });
    const res = await thumbnailOf(cookie, fileId);
    expect(res.statusCode, res.body).toBe(200);
    const original = await pictureSize(certificatePhoto);
    const thumbnail = await pictureSize(res.rawPayload);
    expect(thumbnail.width).toBe(400);
    expect(thumbnail.height).toBe(Math.round((original.height * 400) / original.width));
  });

  it('shows a phone photo stored sideways upright, turned by its EXIF Orientation tag', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'thumbnail-photo-sideways');
    const sideways = await readFile(new URL('certificate-photo-exif-rotated.jpg', CERTIFICATE_FIXTURES));
    const fileId = await upload(cookie, { filename: 'IMG_2041.jpg', content: sideways });
    const res = await thumbnailOf(cookie, fileId);
    expect(res.statusCode, res.body).toBe(200);
    // The stored pixels are landscape; the page, and so its thumbnail, is portrait A4.
    const thumbnail = await pictureSize(res.rawPayload);
    expect(thumbnail.width).toBe(400);
    expect(thumbnail.height / thumbnail.width).toBeCloseTo(Math.SQRT2, 1);
  });

  it('answers 404 to anyone else, and 401 when signed out', async () => {
    const owner = await signInWithCompleteProfile(t, 'thumbnail-owner');
    const fileId = await upload(owner.cookie, { filename: 'Lohnausweis.pdf', content: certificatePdf });
    const stranger = await signInWithCompleteProfile(t, 'thumbnail-stranger');
    const other = await thumbnailOf(stranger.cookie, fileId);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(other.headers['cache-control']).toBe('no-store');
    const signedOut = await thumbnailOf(undefined, fileId);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('lets staff see it and records their reading for the taxpayer', async () => {
    const owner = await signInWithCompleteProfile(t, 'thumbnail-staff');
    const fileId = await upload(owner.cookie, { filename: 'Lohnausweis.pdf', content: certificatePdf });
    const expert = await t.signIn(EXPERT);
    const res = await thumbnailOf(expert.cookie, fileId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await staffReadsOf(t.db, owner.user.id)).toEqual([{ actor_user_id: expert.user.id, details: { subject: 'document', fileId, taxYear: 2025 } }]);
  });

  it('says THUMBNAIL_UNAVAILABLE for a type without a picture and for a PDF that cannot be opened', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'thumbnail-none');
    const xmlId = await upload(cookie, { filename: 'E-Steuerauszug.xml', content: statementXml }, BANK_DOCUMENTS);
    const xml = await thumbnailOf(cookie, xmlId);
    expect(xml.statusCode).toBe(404);
    expect(xml.json()).toMatchObject({ code: 'THUMBNAIL_UNAVAILABLE' });

    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x41), Buffer.from('\n%%EOF\n')]);
    const brokenId = await upload(cookie, { filename: 'Kaputt.pdf', content: broken });
    const pdf = await thumbnailOf(cookie, brokenId);
    expect(pdf.statusCode, pdf.body).toBe(404);
    expect(pdf.json()).toMatchObject({ code: 'THUMBNAIL_UNAVAILABLE' });
  });

  it('refuses to draw a stored file that was changed on disk', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'thumbnail-damaged');
    const fileId = await upload(cookie, { filename: 'Lohnausweis.pdf', content: certificatePdf });
    const stored = (await t.db.execute(sql`select storage_key from files where id = ${fileId}`)) as unknown as { rows: { storage_key: string }[] };
    const onDisk = path.join(t.dataDir, 'files', 'store', `${stored.rows[0]!.storage_key}.bin`);
    const cipher = await readFile(onDisk);
    cipher[Math.floor(cipher.length / 2)]! ^= 0xff;
    await writeFile(onDisk, cipher);
    const res = await thumbnailOf(cookie, fileId);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'FILE_DAMAGED' });
  });
});

describe('the file list says where each file’s reading stands', { timeout: 60_000 }, () => {
  const listOf = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files?taxYear=2025', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; recognition?: unknown }[];
  };

  it('gives each read file its state, kind and confirmation, and files that are not read none', async () => {
    const { cookie, user } = await signInWithCompleteProfile(t, 'file-list-recognition');
    const certificateId = await upload(cookie, { filename: 'Lohnausweis.pdf', content: certificatePdf });
    const receiptId = await upload(cookie, { filename: 'Quittung.pdf', content: certificatePdf }, '15');
    const statementId = await upload(cookie, { filename: 'E-Steuerauszug.xml', content: statementXml }, BANK_DOCUMENTS);

    // Jobs are off here: both read files wait for their reading.
    const waiting = await listOf(cookie);
    expect(waiting.find((f) => f.id === certificateId)?.recognition).toEqual({ status: 'pending', kind: 'unknown', confirmedAt: null });
    expect(waiting.find((f) => f.id === statementId)?.recognition).toEqual({ status: 'pending', kind: 'unknown', confirmedAt: null });
    expect(waiting.find((f) => f.id === receiptId)).not.toHaveProperty('recognition');

    // What a finished reading and a confirmation leave in the row (the reading itself is tested in document-recognition.test.ts).
    await t.db.execute(
      sql`update document_recognitions set status = 'done', kind = 'salary-certificate', confirmed_at = '2026-02-03T10:00:00Z' where file_id = ${certificateId} and user_id = ${user.id}`,
    );
    await t.db.execute(sql`update document_recognitions set status = 'failed', kind = 'unknown', failure = 'could not be read automatically' where file_id = ${statementId}`);
    const finished = await listOf(cookie);
    expect(finished.find((f) => f.id === certificateId)?.recognition).toEqual({ status: 'done', kind: 'salary-certificate', confirmedAt: '2026-02-03T10:00:00.000Z' });
    expect(finished.find((f) => f.id === statementId)?.recognition).toEqual({ status: 'failed', kind: 'unknown', confirmedAt: null });
  });
});
