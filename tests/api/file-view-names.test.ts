import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/shared/contract/documents';
import { multipart, samples, sha256 } from '../support/multipart';
import { signInWithCompleteProfile } from '../support/questionnaire';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-16T09:00:00Z' });
});
afterAll(async () => {
  await t?.close();
});

const readyUser = () => signInWithCompleteProfile(t, 'names');
async function upload(cookie: string, filename: string, content: Buffer) {
  const { payload, headers } = multipart([
    { name: 'categoryId', value: '5' },
    { name: 'taxYear', value: '2025' },
    { name: 'hashes[]', value: sha256(content) },
    { name: 'files', filename, content },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
}

describe('a viewed file is named after itself', () => {
  it('points the view at a URL ending in the encoded file name, which serves the file inline', async () => {
    const { cookie } = await readyUser();
    const pdf = samples.pdf();
    const file = (await upload(cookie, 'Lohnausweis März.pdf', pdf)).json().results[0].value;
    // The browser titles a PDF or image tab by the last segment: the file's name, not 'content'.
    expect(file.blobUrl).toBe(`/api/files/${file.id}/content/Lohnausweis%20M%C3%A4rz.pdf`);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/files?taxYear=2025', headers: { cookie } })).json();
    expect(listed[0].blobUrl).toBe(file.blobUrl);

    const view = await t.app.inject({ method: 'GET', url: file.blobUrl, headers: { cookie } });
    expect(view.statusCode).toBe(200);
    expect(view.rawPayload.equals(pdf)).toBe(true);
    expect(view.headers['content-disposition']).toBe(`inline; filename="Lohnausweis M_rz.pdf"; filename*=UTF-8''Lohnausweis%20M%C3%A4rz.pdf`);
    const download = await t.app.inject({ method: 'GET', url: `${file.blobUrl}?download=1`, headers: { cookie } });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Lohnausweis M_rz.pdf"/);

    // The name is only a label: the id decides, so the older address keeps working and a
    // changed name neither finds another file nor opens one of another person.
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${file.id}/content`, headers: { cookie } })).rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${file.id}/content/other.pdf`, headers: { cookie } })).rawPayload.equals(pdf)).toBe(true);
    const stranger = await t.signIn(`names-stranger-${Date.now()}@example.ch`);
    expect((await t.app.inject({ method: 'GET', url: file.blobUrl, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
  });
});

describe('the upload limit in the units the sizes are shown in', () => {
  it('refuses a file of exactly 50 MB (50,000,000 bytes) with the limit in its params', async () => {
    const { cookie } = await readyUser();
    const exactlyTheLimit = Buffer.concat([samples.pdf(), Buffer.alloc(MAX_UPLOAD_BYTES - samples.pdf().length, 0x20)]);
    expect(exactlyTheLimit.length).toBe(50_000_000);
    const res = (await upload(cookie, 'scan.pdf', exactlyTheLimit)).json();
    expect(res.results[0]).toMatchObject({
      status: 'rejected',
      reason: { code: 'FILE_TOO_LARGE', message: 'The file is too large: files must be smaller than 50 MB' },
    });
  });
});
