import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactRequests } from '../../src/server/db/schema';
import { setDocumentsRequested, setTaxYearStatus, storeTaxReturn } from '../support/finished-return';
import { samples } from '../support/multipart';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';

const YEAR = 2025;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function taxpayer() {
  const session = await t.signIn(`taxpdf${++counter}-${Date.now()}@example.ch`);
  return { cookie: session.cookie, id: session.user.id };
}
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const contact = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/tax-pdf/contact-request', headers: { ...ORIGIN_HEADER, cookie }, payload: payload as Record<string, unknown> });

describe('the finished tax return on the taxpayer side', () => {
  it('is available at status 5 and downloads the exact bytes of the newest version as Steuererklärung_{year}.pdf', async () => {
    const owner = await taxpayer();
    expect((await get(owner.cookie, `/api/tax-pdf/check-availability/${YEAR}`)).json()).toEqual({ available: false });

    await setTaxYearStatus(t, { userId: owner.id, taxYear: YEAR, statusId: 5 });
    const older = samples.pdf('OLDER');
    await storeTaxReturn(t, { userId: owner.id, taxYear: YEAR, uploadedBy: owner.id, content: older, createdAt: new Date(t.clock.now().getTime() - 60_000) });
    const newest = samples.pdf('NEWEST');
    await storeTaxReturn(t, { userId: owner.id, taxYear: YEAR, uploadedBy: owner.id, content: newest });

    const availability = await get(owner.cookie, `/api/tax-pdf/check-availability/${YEAR}`);
    expect(availability.statusCode).toBe(200);
    expect(availability.json()).toEqual({ available: true });

    const res = await get(owner.cookie, `/api/tax-pdf/download/${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(sha256(res.rawPayload)).toBe(sha256(newest));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Steuererklaerung_${YEAR}.pdf"; filename*=UTF-8''Steuererkl%C3%A4rung_${YEAR}.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('stays downloadable at status 6 (completed)', async () => {
    const owner = await taxpayer();
    await setTaxYearStatus(t, { userId: owner.id, taxYear: YEAR, statusId: 6 });
    const pdf = samples.pdf();
    await storeTaxReturn(t, { userId: owner.id, taxYear: YEAR, uploadedBy: owner.id, content: pdf });
    expect((await get(owner.cookie, `/api/tax-pdf/check-availability/${YEAR}`)).json()).toEqual({ available: true });
    const res = await get(owner.cookie, `/api/tax-pdf/download/${YEAR}`);
    expect(sha256(res.rawPayload)).toBe(sha256(pdf));
  });

  it('is only for its owner: another taxpayer gets 404, a year without a return 404, signed out 401', async () => {
    const owner = await taxpayer();
    const other = await taxpayer();
    await setTaxYearStatus(t, { userId: owner.id, taxYear: YEAR, statusId: 5 });
    await setTaxYearStatus(t, { userId: other.id, taxYear: YEAR, statusId: 5 });
    await storeTaxReturn(t, { userId: owner.id, taxYear: YEAR, uploadedBy: owner.id, content: samples.pdf() });

    const foreign = await get(other.cookie, `/api/tax-pdf/download/${YEAR}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'TAX_RETURN_NOT_AVAILABLE' });
    expect((await get(other.cookie, `/api/tax-pdf/check-availability/${YEAR}`)).json()).toEqual({ available: false });

    const otherYear = await get(owner.cookie, `/api/tax-pdf/download/${YEAR - 1}`);
    expect(otherYear.statusCode).toBe(404);
    expect(otherYear.json()).toMatchObject({ code: 'TAX_RETURN_NOT_AVAILABLE' });

    expect((await t.app.inject({ method: 'GET', url: `/api/tax-pdf/download/${YEAR}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/tax-pdf/check-availability/${YEAR}` })).statusCode).toBe(401);
    expect((await get(owner.cookie, '/api/tax-pdf/download/abc')).statusCode).toBe(400);
  });

  it('treats an empty file or a year below status 5 as not available', async () => {
    const empty = await taxpayer();
    await setTaxYearStatus(t, { userId: empty.id, taxYear: YEAR, statusId: 5 });
    await storeTaxReturn(t, { userId: empty.id, taxYear: YEAR, uploadedBy: empty.id, content: Buffer.alloc(0) });
    expect((await get(empty.cookie, `/api/tax-pdf/check-availability/${YEAR}`)).json()).toEqual({ available: false });
    const res = await get(empty.cookie, `/api/tax-pdf/download/${YEAR}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TAX_RETURN_NOT_AVAILABLE' });

    const processing = await taxpayer();
    await setTaxYearStatus(t, { userId: processing.id, taxYear: YEAR, statusId: 4 });
    await storeTaxReturn(t, { userId: processing.id, taxYear: YEAR, uploadedBy: processing.id, content: samples.pdf() });
    expect((await get(processing.cookie, `/api/tax-pdf/check-availability/${YEAR}`)).json()).toEqual({ available: false });
    expect((await get(processing.cookie, `/api/tax-pdf/download/${YEAR}`)).statusCode).toBe(404);
  });

  it('refuses a damaged stored file before sending a byte', async () => {
    const owner = await taxpayer();
    await setTaxYearStatus(t, { userId: owner.id, taxYear: YEAR, statusId: 5 });
    const row = await storeTaxReturn(t, { userId: owner.id, taxYear: YEAR, uploadedBy: owner.id, content: samples.pdf() });
    const file = t.storage.pathOf(row.storageKey);
    const bytes = await readFile(file);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    await writeFile(file, bytes);
    const res = await get(owner.cookie, `/api/tax-pdf/download/${YEAR}`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'FILE_DAMAGED' });
  });
});

describe('contact requests', () => {
  it('stores one open request per method and year, with an audit row, and lists them', async () => {
    const owner = await taxpayer();
    await setTaxYearStatus(t, { userId: owner.id, taxYear: YEAR, statusId: 5 });

    const first = await contact(owner.cookie, { taxYear: YEAR, contactMethod: 'phone' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, created: true, request: { taxYear: YEAR, contactMethod: 'phone', resolvedAt: null } });

    const again = await contact(owner.cookie, { taxYear: YEAR, contactMethod: 'phone' });
    expect(again.json()).toMatchObject({ success: true, created: false, request: { id: first.json().request.id } });

    const both = await Promise.all([contact(owner.cookie, { taxYear: YEAR, contactMethod: 'mail' }), contact(owner.cookie, { taxYear: YEAR, contactMethod: 'mail' })]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().created).sort()).toEqual([false, true]);

    const rows = await t.db.select().from(contactRequests).where(eq(contactRequests.userId, owner.id));
    expect(rows.map((r) => r.contactMethod).sort()).toEqual(['mail', 'phone']);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.userId, owner.id), eq(auditLog.action, 'contact_request.created')));
    expect(audits).toHaveLength(2);

    const listed = await get(owner.cookie, `/api/tax-pdf/contact-requests/${YEAR}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((r: { contactMethod: string }) => r.contactMethod)).toEqual(['phone', 'mail']);

    // Once resolved by the experts, a new request may be made.
    await t.db.update(contactRequests).set({ resolvedAt: t.clock.now() }).where(eq(contactRequests.id, first.json().request.id));
    expect((await contact(owner.cookie, { taxYear: YEAR, contactMethod: 'phone' })).json().created).toBe(true);

    // Another person sees none of them.
    const other = await taxpayer();
    expect((await get(other.cookie, `/api/tax-pdf/contact-requests/${YEAR}`)).json()).toEqual([]);
  });

  it('is refused before the finished return (409 WRONG_STATUS), and checks its body', async () => {
    const early = await taxpayer();
    const none = await contact(early.cookie, { taxYear: YEAR, contactMethod: 'mail' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'WRONG_STATUS' });
    await setTaxYearStatus(t, { userId: early.id, taxYear: YEAR, statusId: 4 });
    expect((await contact(early.cookie, { taxYear: YEAR, contactMethod: 'mail' })).statusCode).toBe(409);

    await setTaxYearStatus(t, { userId: early.id, taxYear: YEAR, statusId: 6 });
    expect((await contact(early.cookie, { taxYear: YEAR, contactMethod: 'mail' })).statusCode).toBe(200);

    const bad = await contact(early.cookie, { taxYear: YEAR, contactMethod: 'fax' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await t.app.inject({ method: 'POST', url: '/api/tax-pdf/contact-request', headers: ORIGIN_HEADER, payload: { taxYear: YEAR, contactMethod: 'mail' } })).statusCode).toBe(401);
  });
});

describe('the documents-missing to-do', () => {
  it('appears while an expert waits for documents of a year, in the request language', async () => {
    const owner = await taxpayer();
    await setTaxYearStatus(t, { userId: owner.id, taxYear: YEAR, statusId: 4 });
    const ids = async () => (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: owner.cookie, 'accept-language': 'fr' } })).json() as { id: string; description: string }[];
    expect((await ids()).map((n) => n.id)).not.toContain('documents_missing');

    await setDocumentsRequested(t, { userId: owner.id, taxYear: YEAR, at: t.clock.now() });
    const item = (await ids()).find((n) => n.id === 'documents_missing');
    expect(item?.description).toContain(String(YEAR));
    expect(item?.description).toContain('documents');

    await setDocumentsRequested(t, { userId: owner.id, taxYear: YEAR, at: null });
    expect((await ids()).map((n) => n.id)).not.toContain('documents_missing');
  });
});
