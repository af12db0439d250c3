import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, samples, sha256, type Part } from '../support/multipart';
import { compoundFile, fakeDocx, realDocx } from '../support/office-samples';
import { signInWithCompleteProfile } from '../support/questionnaire';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

/** Finding 9 of the security review: loose upload checks. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-16T09:00:00Z' });
});
afterAll(async () => {
  await t?.close();
});

const readyUser = () => signInWithCompleteProfile(t, 'checks');

async function upload(cookie: string, files: { filename: string; content: Buffer }[]) {
  const parts: Part[] = [
    { name: 'categoryId', value: '8' },
    { name: 'taxYear', value: '2025' },
    ...files.map((f) => ({ name: 'hashes[]', value: sha256(f.content) })),
    ...files.map((f) => ({ name: 'files', filename: f.filename, content: f.content })),
  ];
  const { payload, headers } = multipart(parts);
  const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
  expect(res.statusCode).toBe(200);
  return res.json() as { results: { status: string; fileName?: string; reason?: { code: string }; value?: { filename: string; mimeType: string } }[] };
}

const filesIn = async (folder: 'store' | 'tmp') => (await readdir(path.join(t.dataDir, 'files', folder)).catch(() => [])).length;

describe('upload checks (finding 9)', () => {
  it('takes a real .docx and .doc and refuses a ZIP with a word/ folder or another OLE file under those names', async () => {
    const { cookie } = await readyUser();
    const storedBefore = await filesIn('store');
    const body = await upload(cookie, [
      { filename: 'Spenden.docx', content: await realDocx() },
      // LibreOffice's order: [Content_Types].xml last, here after 100 KB of other parts.
      { filename: 'Spenden-LibreOffice.docx', content: await realDocx({ contentTypesLast: true, padding: 100 * 1024 }) },
      { filename: 'Spenden.doc', content: compoundFile(['WordDocument', '1Table'], { directoryAtEnd: true }) },
      { filename: 'fake.docx', content: await fakeDocx() },
      { filename: 'tabelle.doc', content: compoundFile(['Workbook']) },
    ]);
    expect(body.results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(body.results[0]!.value!.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(body.results[2]!.value!.mimeType).toBe('application/msword');
    expect(body.results.slice(3).map((r) => r.reason!.code)).toEqual(['UNSUPPORTED_TYPE', 'UNSUPPORTED_TYPE']);
    // Only the three accepted files reached the store; no temporary file is left behind.
    expect(await filesIn('store')).toBe(storedBefore + 3);
    expect(await filesIn('tmp')).toBe(0);
  });

  it('removes bidi controls from a name, so a disguised extension is seen for what it is', async () => {
    const { cookie } = await readyUser();
    // U+202E RIGHT-TO-LEFT OVERRIDE shows 'Beleg\u202Etxt.pdf' as 'Belegfdp.txt': what the person sees is not what it is.
    const body = await upload(cookie, [{ filename: 'Beleg\u202Etxt.pdf', content: samples.pdf() }, { filename: 'Notiz\u2066\u200F.txt', content: samples.txt() }]);
    expect(body.results[0]).toMatchObject({ status: 'fulfilled', value: { filename: 'Belegtxt.pdf' } });
    expect(body.results[1]).toMatchObject({ status: 'fulfilled', value: { filename: 'Notiz.txt' } });
    const list = (await t.app.inject({ method: 'GET', url: '/api/files?taxYear=2025', headers: { cookie } })).json() as { filename: string }[];
    expect(list.map((f) => f.filename).sort()).toEqual(['Belegtxt.pdf', 'Notiz.txt']);
  });

  it('keeps the extension of a long name and takes the file', async () => {
    const { cookie } = await readyUser();
    const name = `${'Steuerbescheinigung-der-Pensionskasse-'.repeat(6)}2025.pdf`; // 232 characters
    const body = await upload(cookie, [{ filename: name, content: samples.pdf() }]);
    expect(body.results[0]!.status).toBe('fulfilled');
    const stored = body.results[0]!.value!.filename;
    expect(stored.length).toBeLessThanOrEqual(200);
    expect(stored).toMatch(/^Steuerbescheinigung-der-Pensionskasse-.*….*2025\.pdf$/);
  });
});
