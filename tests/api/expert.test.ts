import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart, samples, sha256 } from '../support/multipart';
import { createTestApp, ORIGIN_HEADER, staffReadsOf, type TestApp } from '../support/test-app';
import type { RecognitionResponse, TaxStatementResult } from '../../src/shared/contract/document-recognition';
import type { CaseDetail } from '../../src/shared/contract/expert';
import {
  CASE_TAX_YEAR,
  documentsSubmittedTaxpayer,
  finishAdvancedSection,
  payPlan,
  TEST_STRIPE,
  transmittedCase,
  uploadPdf,
  type CaseUser,
} from '../support/transmitted-case';

const YEAR = CASE_TAX_YEAR;
const EXPERT = 'expert@helvetax.test';
const ADMIN = 'admin@helvetax.test';

let t: TestApp;
let expert: { cookie: string; id: number };
let admin: { cookie: string; id: number };
let user: { cookie: string; id: number };
/** One transmitted case most tests read (status 4). */
let taxpayer: CaseUser;

beforeAll(async () => {
  t = await createTestApp({ config: { stripe: TEST_STRIPE, expertEmails: new Set([EXPERT]) }, adminEmails: [ADMIN] });
  const e = await t.signIn(EXPERT);
  const a = await t.signIn(ADMIN);
  const u = await t.signIn('plain-user@example.ch');
  expert = { cookie: e.cookie, id: e.user.id };
  admin = { cookie: a.cookie, id: a.user.id };
  user = { cookie: u.cookie, id: u.user.id };
  taxpayer = await transmittedCase(t);
});
afterAll(async () => {
  await t?.close();
});

const get = (cookie: string | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (cookie: string | undefined, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...ORIGIN_HEADER, ...(cookie ? { cookie } : {}) }, payload });
const caseUrl = (c: { id: number }, year = YEAR) => `/api/expert/cases/${c.id}/${year}`;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const yearRow = async (userId: number) =>
  (await rows<{ status_id: number; documents_requested_at: unknown; return_uploaded_at: unknown; completed_at: unknown }>(
    sql`select status_id, documents_requested_at, return_uploaded_at, completed_at from tax_year_statuses where user_id = ${userId} and tax_year = ${YEAR}`,
  ))[0]!;
const staffReads = (userId: number) => staffReadsOf(t.db, userId);
/** A received e-mail as its reader sees the text: quoted-printable soft breaks and escapes undone. */
const readable = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
const mailsTo = (email: string) => t.sink.messages.filter((m) => m.to.includes(email.toLowerCase()));
/** The e-mail to this person after the first `skip` ones (counted, as a mail's time can tie in the same millisecond). */
const nextMail = (email: string, skip: number) => t.sink.waitForMail(email, { index: skip });

function returnUpload(bytes: Buffer, options: { filename?: string; hash?: string } = {}) {
  return multipart([
    { name: 'hash', value: options.hash ?? sha256(bytes) },
    { name: 'file', filename: options.filename ?? 'Steuererklaerung.pdf', content: bytes, contentType: 'application/pdf' },
  ]);
}
const postReturn = (cookie: string, c: { id: number }, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url: `${caseUrl(c)}/return`, headers: { ...ORIGIN_HEADER, ...body.headers, cookie }, payload: body.payload });

describe('expert routes refuse everyone but experts and admins', () => {
  const routes = () => {
    const base = caseUrl(taxpayer);
    const pdf = returnUpload(samples.pdf());
    return [
      { method: 'GET', url: '/api/expert/cases' },
      { method: 'GET', url: base },
      { method: 'GET', url: `${base}/files/${taxpayer.documents[0]!.id}/content` },
      { method: 'GET', url: `${base}/returns/1/content` },
      { method: 'POST', url: `${base}/messages`, payload: { message: 'Hallo' } },
      { method: 'POST', url: `${base}/notes`, payload: { note: 'intern' } },
      { method: 'POST', url: `${base}/contact-requests/1/resolve` },
      { method: 'POST', url: `${base}/return`, payload: pdf.payload, headers: pdf.headers },
      { method: 'POST', url: `${base}/complete` },
    ] as { method: 'GET' | 'POST'; url: string; payload?: unknown; headers?: Record<string, string> }[];
  };

  it('answers 401 signed out and 403 FORBIDDEN to a plain user, and changes nothing', async () => {
    for (const route of routes()) {
      for (const cookie of [undefined, user.cookie]) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { ...ORIGIN_HEADER, ...route.headers, ...(cookie ? { cookie } : {}) },
          payload: route.payload as string,
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(cookie ? 403 : 401);
        expect(res.json().code).toBe(cookie ? 'FORBIDDEN' : 'SESSION_EXPIRED');
      }
    }
    expect((await yearRow(taxpayer.id)).status_id).toBe(4);
    expect(await staffReads(taxpayer.id)).toEqual([]);
    const notes = await rows<{ n: number }>(sql`select count(*)::int as n from case_notes where user_id = ${taxpayer.id}`);
    expect(Number(notes[0]!.n)).toBe(0);
  });

  it('lets experts and admins read the queue, the case and a document, and write a note', async () => {
    for (const staff of [expert, admin]) {
      expect((await get(staff.cookie, '/api/expert/cases')).statusCode).toBe(200);
      expect((await get(staff.cookie, caseUrl(taxpayer))).statusCode).toBe(200);
      expect((await get(staff.cookie, `${caseUrl(taxpayer)}/files/${taxpayer.documents[0]!.id}/content`)).statusCode).toBe(200);
      const note = await post(staff.cookie, `${caseUrl(taxpayer)}/notes`, { note: `Notiz von ${staff.id}` });
      expect(note.statusCode, note.body).toBe(200);
    }
  });
});

describe('the queue', () => {
  it('puts premium before basic, then the oldest transmission first, and searches by e-mail', async () => {
    const tag = `queueorder${Date.now()}`;
    const basicOldest = await transmittedCase(t, { plan: 'basic', email: `${tag}-basic@example.ch` });
    t.clock.advance(60_000);
    const premiumOlder = await transmittedCase(t, { plan: 'premium', email: `${tag}-p1@example.ch` });
    t.clock.advance(60_000);
    const premiumNewer = await transmittedCase(t, { plan: 'premium', email: `${tag}-p2@example.ch` });

    const res = await get(expert.cookie, `/api/expert/cases?q=${tag}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.cases.map((c: { userId: number }) => c.userId)).toEqual([premiumOlder.id, premiumNewer.id, basicOldest.id]);
    expect(body.cases[0]).toMatchObject({ taxYear: YEAR, name: 'Anna Muster', canton: 'zuerich', status: 'processing', plan: 'premium', unreadMessages: 0, openContactRequests: 0, documentsRequested: false });
    expect(body.cases[2].plan).toBe('basic');

    // The whole queue keeps the same rule: every premium case before every basic one.
    const all = (await get(expert.cookie, '/api/expert/cases')).json().cases as { plan: string }[];
    const firstBasic = all.findIndex((c) => c.plan === 'basic');
    expect(all.slice(firstBasic).every((c) => c.plan !== 'premium')).toBe(true);

    // Search by last name and first name (case-insensitive); wildcards are taken literally.
    expect((await get(expert.cookie, `/api/expert/cases?q=MUSTER`)).json().total).toBeGreaterThanOrEqual(3);
    expect((await get(expert.cookie, `/api/expert/cases?q=${encodeURIComponent('%')}`)).json().total).toBe(0);
    expect((await get(expert.cookie, `/api/expert/cases?q=${encodeURIComponent('_')}`)).json().total).toBe(0);
    // The full name is searchable too.
    expect((await get(expert.cookie, `/api/expert/cases?q=${encodeURIComponent('anna muster')}&taxYear=${YEAR}`)).json().total).toBeGreaterThanOrEqual(3);

    // An upgrade to premium after transmission moves the case up at once: it is now the oldest premium case.
    const upgrade = await post(admin.cookie, `/api/admin/users/${basicOldest.id}/subscriptions`, { taxYear: YEAR, plan: 'premium', paymentPeriod: 'full_year', paidBy: 'grant' });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    const after = (await get(expert.cookie, `/api/expert/cases?q=${tag}`)).json();
    expect(after.cases.map((c: { userId: number; plan: string }) => [c.userId, c.plan])).toEqual([
      [basicOldest.id, 'premium'],
      [premiumOlder.id, 'premium'],
      [premiumNewer.id, 'premium'],
    ]);
  });

  it('pages by 25 and filters by status, year and canton', async () => {
    // Thirty transmitted cases of 2024 written directly: the queue only reads them.
    const created = new Date('2026-01-01T00:00:00Z');
    for (let i = 0; i < 30; i++) {
      const email = `bulk${String(i).padStart(2, '0')}@paging.test`;
      const canton = i < 10 ? 'bern' : 'zuerich';
      const inserted = await rows<{ id: number }>(
        sql`insert into users (email, first_name, last_name, canton_of_residence, created_at, updated_at) values (${email}, 'Bulk', ${`Person ${i}`}, ${canton}, ${created}, ${created}) returning id`,
      );
      const transmitted = new Date(created.getTime() + i * 60_000);
      await t.db.execute(
        sql`insert into tax_year_statuses (user_id, tax_year, status_id, advanced_tax_locked, transmitted_at, updated_at) values (${inserted[0]!.id}, 2024, ${i % 3 === 0 ? 5 : 4}, true, ${transmitted}, ${transmitted})`,
      );
    }
    const page1 = (await get(expert.cookie, '/api/expert/cases?q=paging.test')).json();
    const page2 = (await get(expert.cookie, '/api/expert/cases?q=paging.test&page=2')).json();
    expect(page1).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(page1.cases).toHaveLength(25);
    expect(page2.cases).toHaveLength(5);
    const emails = [...page1.cases, ...page2.cases].map((c: { email: string }) => c.email);
    expect(emails).toEqual(Array.from({ length: 30 }, (_, i) => `bulk${String(i).padStart(2, '0')}@paging.test`));
    expect(page1.cases[0].plan).toBeNull();

    expect((await get(expert.cookie, '/api/expert/cases?q=paging.test&status=review_required')).json().total).toBe(10);
    expect((await get(expert.cookie, '/api/expert/cases?q=paging.test&status=processing')).json().total).toBe(20);
    expect((await get(expert.cookie, '/api/expert/cases?q=paging.test&canton=bern')).json().total).toBe(10);
    expect((await get(expert.cookie, '/api/expert/cases?q=paging.test&taxYear=2025')).json().total).toBe(0);
    const year2024 = (await get(expert.cookie, '/api/expert/cases?taxYear=2024')).json();
    expect(year2024.cases.every((c: { taxYear: number }) => c.taxYear === 2024)).toBe(true);
    expect((await get(expert.cookie, '/api/expert/cases?status=archived')).statusCode).toBe(400);
  });

  it('finds a taxpayer by the name and canton saved after transmission, and counts a page past the end', async () => {
    const tag = `renamed${Date.now()}`;
    const person = await transmittedCase(t, { email: `${tag}@example.ch` });
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...ORIGIN_HEADER, cookie: person.cookie },
      payload: { lastName: `Neu${tag}`, cantonOfResidence: 'bern' },
    });
    expect(save.statusCode, save.body).toBe(200);

    const byNewName = (await get(expert.cookie, `/api/expert/cases?q=${encodeURIComponent(`anna neu${tag}`)}&canton=bern`)).json();
    expect(byNewName.total).toBe(1);
    expect(byNewName.cases.map((c: { userId: number; name: string; canton: string }) => [c.userId, c.name, c.canton])).toEqual([[person.id, `Anna Neu${tag}`, 'bern']]);
    // The canton it left no longer lists the case.
    expect((await get(expert.cookie, `/api/expert/cases?q=${tag}&canton=zuerich`)).json().total).toBe(0);

    // A page after the last one has no cases but still tells how many there are.
    const pastTheEnd = (await get(expert.cookie, `/api/expert/cases?q=${tag}&page=2`)).json();
    expect(pastTheEnd).toMatchObject({ cases: [], total: 1, page: 2 });
    expect((await get(expert.cookie, `/api/expert/cases?q=${tag}-nobody`)).json()).toMatchObject({ cases: [], total: 0, page: 1 });
  });

  it('leaves out years that are not transmitted', async () => {
    const notYet = await documentsSubmittedTaxpayer(t);
    const res = (await get(expert.cookie, `/api/expert/cases?q=${encodeURIComponent(notYet.email)}`)).json();
    expect(res.total).toBe(0);
    expect((await get(expert.cookie, caseUrl(notYet))).statusCode).toBe(404);
  });
});

describe('the case page', () => {
  it('shows profile, advanced information, tax cards, documents and the status history, and records the read', async () => {
    const before = (await staffReads(taxpayer.id)).length;
    const res = await get(expert.cookie, caseUrl(taxpayer));
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.summary).toMatchObject({ userId: taxpayer.id, taxYear: YEAR, status: 'processing', plan: 'premium' });
    expect(detail.profile).toMatchObject({ id: taxpayer.id, firstName: 'Anna', lastName: 'Muster', cantonOfResidence: 'zuerich', maritalStatus: 'married' });
    expect(detail.advanced.authorization).toMatchObject({ powerOfAttorneyAccepted: true, canton: 'zuerich' });
    expect(detail.advanced.locked).toBe(true);
    expect(detail.taxCardIds.length).toBeGreaterThan(0);
    expect(detail.documents).toHaveLength(4);
    for (const doc of detail.documents) {
      expect(doc.blobUrl).toBe(`/api/expert/cases/${taxpayer.id}/${YEAR}/files/${doc.id}/content/${encodeURIComponent(doc.originalFileName)}`);
    }
    expect(detail.statusHistory.map((h: { to: number }) => h.to)).toEqual([2, 3, 4]);
    expect(detail.statusHistory[2]).toMatchObject({ from: 3, to: 4, actorName: 'Anna Muster' });
    const reads = await staffReads(taxpayer.id);
    expect(reads.length).toBe(before + 1);
    expect(reads.at(-1)).toMatchObject({ actor_user_id: expert.id, details: { subject: 'case', taxYear: YEAR } });
  });

  it('answers 404 for a year that is not a case', async () => {
    expect((await get(expert.cookie, caseUrl(taxpayer, 2024))).statusCode).toBe(404);
    expect((await get(expert.cookie, `/api/expert/cases/999999/${YEAR}`)).statusCode).toBe(404);
  });

  it('delivers the exact bytes of a document with safe headers, and records each read', async () => {
    const doc = taxpayer.documents[0]!;
    const url = `${caseUrl(taxpayer)}/files/${doc.id}/content`;
    const before = (await staffReads(taxpayer.id)).length;
    const res = await get(expert.cookie, url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(doc.bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="doc-5\.pdf"/);
    const download = await get(expert.cookie, `${url}?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const reads = await staffReads(taxpayer.id);
    expect(reads.slice(before)).toEqual([
      { actor_user_id: expert.id, details: { subject: 'document', taxYear: YEAR, fileId: doc.id } },
      { actor_user_id: expert.id, details: { subject: 'document', taxYear: YEAR, fileId: doc.id } },
    ]);
    // Only files of this taxpayer and year: another person's file id under this case is not found.
    const other = await transmittedCase(t);
    expect((await get(expert.cookie, `${caseUrl(taxpayer)}/files/${other.documents[0]!.id}/content`)).statusCode).toBe(404);
    expect((await get(expert.cookie, `${caseUrl(taxpayer, 2024)}/files/${doc.id}/content`)).statusCode).toBe(404);
  });

  it('keeps internal notes away from the taxpayer', async () => {
    const res = await post(expert.cookie, `${caseUrl(taxpayer)}/notes`, { note: 'Nur intern: Lohnausweis prüfen' });
    expect(res.statusCode).toBe(200);
    expect(res.json().case.notes.at(-1)).toMatchObject({ body: 'Nur intern: Lohnausweis prüfen', authorName: EXPERT });
    const thread = await get(taxpayer.cookie, '/api/messages');
    expect(thread.body).not.toContain('Nur intern');
    expect((await post(expert.cookie, `${caseUrl(taxpayer)}/notes`, { note: '   ' })).statusCode).toBe(400);
  });

  it('resolves a contact request of the case once', async () => {
    const created = await rows<{ id: number }>(
      sql`insert into contact_requests (user_id, tax_year, contact_method, created_at) values (${taxpayer.id}, ${YEAR}, 'phone', ${t.clock.now()}) returning id`,
    );
    const id = created[0]!.id;
    const queued = (await get(admin.cookie, `/api/expert/cases?q=${encodeURIComponent(taxpayer.email)}`)).json();
    expect(queued.cases[0].openContactRequests).toBe(1);
    const res = await post(admin.cookie, `${caseUrl(taxpayer)}/contact-requests/${id}/resolve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().case.contactRequests.find((r: { id: number }) => r.id === id).resolvedAt).toEqual(expect.any(String));
    const stored = await rows<{ resolved_by: number }>(sql`select resolved_by from contact_requests where id = ${id}`);
    expect(stored[0]!.resolved_by).toBe(admin.id);
    expect((await post(admin.cookie, `${caseUrl(taxpayer)}/contact-requests/${id}/resolve`)).statusCode).toBe(200);
    expect((await post(admin.cookie, `${caseUrl(taxpayer)}/contact-requests/999999/resolve`)).statusCode).toBe(404);
  });
});

describe('messages between taxpayer and experts', () => {
  it('round trip: taxpayer writes, expert sees it unread, replies; the taxpayer reads it and gets an e-mail without the text', async () => {
    const person = await transmittedCase(t);
    // The account's language (set at the first sign-in from the browser's language) decides the e-mail's.
    await t.db.execute(sql`update users set language = 'fr' where id = ${person.id}`);
    const sent = await post(person.cookie, '/api/send-message', { message: 'Ich habe eine Frage zu den Abzügen', taxYear: YEAR });
    expect(sent.statusCode, sent.body).toBe(200);

    const queue = (await get(expert.cookie, `/api/expert/cases?q=${encodeURIComponent(person.email)}`)).json();
    expect(queue.cases[0].unreadMessages).toBe(1);
    const opened = (await get(expert.cookie, caseUrl(person))).json();
    expect(opened.messages).toEqual([expect.objectContaining({ direction: 'from_taxpayer', body: 'Ich habe eine Frage zu den Abzügen', authorName: 'Anna Muster', taxYear: YEAR })]);
    expect((await get(expert.cookie, `/api/expert/cases?q=${encodeURIComponent(person.email)}`)).json().cases[0].unreadMessages).toBe(0);

    const mailsBefore = mailsTo(person.email).length;
    const reply = await post(expert.cookie, `${caseUrl(person)}/messages`, { message: 'Gerne: VERTRAULICH-1234 bitte Beleg senden' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().case.messages.at(-1)).toMatchObject({ direction: 'to_taxpayer', kind: 'message', readAt: null });

    const thread = await get(person.cookie, '/api/messages');
    expect(thread.statusCode).toBe(200);
    const messages = thread.json();
    expect(messages.map((m: { direction: string }) => m.direction)).toEqual(['from_taxpayer', 'to_taxpayer']);
    // The expert has no name on file: the taxpayer sees the provider, never a staff e-mail address.
    expect(messages[1]).toMatchObject({ body: 'Gerne: VERTRAULICH-1234 bitte Beleg senden', authorName: 'Helvetax', readAt: null });
    expect((await get(person.cookie, '/api/messages')).json()[1].readAt).toEqual(expect.any(String));
    // Another person's thread holds none of it.
    expect((await get(user.cookie, '/api/messages')).json()).toEqual([]);

    const mail = await nextMail(person.email, mailsBefore);
    expect(readable(mail.raw)).not.toContain('VERTRAULICH');
    expect(readable(mail.raw)).toContain(`/?tab=history&taxYear=${YEAR}`);
    expect(readable(mail.raw)).toContain('Nos experts fiscaux vous ont envoyé un nouveau message');
    const audits = await rows<{ action: string }>(sql`select action from audit_log where user_id = ${person.id} and action = 'case.message'`);
    expect(audits).toHaveLength(1);
    const reads = await staffReads(person.id);
    expect(reads.some((r) => r.details.subject === 'case')).toBe(true);
  });

  it('a documents-missing message reopens exactly one upload at status 4', async () => {
    const person = await transmittedCase(t);
    const taxpayerStatus = async () => (await get(person.cookie, `/api/tax-status?taxYear=${YEAR}`)).json();
    expect(await taxpayerStatus()).toMatchObject({ current_status_id: 4, documents_requested: false });
    const refused = await uploadPdf(t, person, YEAR, 6);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'UPLOAD_NOT_ALLOWED', message: 'The documents for this tax year have already been transmitted' });

    const asked = await post(expert.cookie, `${caseUrl(person)}/messages`, { message: 'Es fehlt die Krankenkassenabrechnung', documentsMissing: true });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().case.summary.documentsRequested).toBe(true);
    expect(asked.json().case.messages.at(-1).kind).toBe('documents_missing');
    expect((await yearRow(person.id)).documents_requested_at).not.toBeNull();
    expect(await taxpayerStatus()).toMatchObject({ status: 'processing', documents_requested: true });

    const delivered = await uploadPdf(t, person, YEAR, 6);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().files).toHaveLength(1);
    const row = await yearRow(person.id);
    expect(row.status_id).toBe(4);
    expect(row.documents_requested_at).toBeNull();
    expect(await taxpayerStatus()).toMatchObject({ status: 'processing', documents_requested: false });
    expect((await get(expert.cookie, caseUrl(person))).json().documents).toHaveLength(5);

    const again = await uploadPdf(t, person, YEAR, 6);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('UPLOAD_NOT_ALLOWED');
  });
});

describe('the finished return and completion', () => {
  it('refuses a wrong type or a bad hash and changes nothing', async () => {
    const person = await transmittedCase(t);
    const png = await postReturn(expert.cookie, person, returnUpload(samples.png(), { filename: 'return.pdf' }));
    expect(png.statusCode).toBe(415);
    expect(png.json().code).toBe('UNSUPPORTED_TYPE');
    const pdfAsTxt = await postReturn(expert.cookie, person, returnUpload(samples.pdf(), { filename: 'return.txt' }));
    expect(pdfAsTxt.json().code).toBe('UNSUPPORTED_TYPE');
    const badHash = await postReturn(expert.cookie, person, returnUpload(samples.pdf(), { hash: 'a'.repeat(64) }));
    expect(badHash.statusCode).toBe(400);
    expect(badHash.json().code).toBe('HASH_MISMATCH');
    const noHash = await postReturn(expert.cookie, person, multipart([{ name: 'file', filename: 'r.pdf', content: samples.pdf() }]));
    expect(noHash.json().code).toBe('HASH_MISSING');

    expect((await yearRow(person.id)).status_id).toBe(4);
    const stored = await rows<{ n: number }>(sql`select count(*)::int as n from tax_returns where user_id = ${person.id}`);
    expect(Number(stored[0]!.n)).toBe(0);
    expect((await post(expert.cookie, `${caseUrl(person)}/complete`)).json()).toMatchObject({ code: 'WRONG_STATUS' });
    expect((await yearRow(person.id)).status_id).toBe(4);
  });

  it('upload → status 5 with audit and e-mail; a replacement keeps the versions; complete → 6 with e-mail', async () => {
    const person = await transmittedCase(t);
    const first = samples.pdf('RETURN-V1');
    const mailsBefore = mailsTo(person.email).length;
    const res = await postReturn(expert.cookie, person, returnUpload(first));
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().case;
    expect(detail.summary.status).toBe('review_required');
    expect(detail.returns).toHaveLength(1);
    expect(detail.returns[0]).toMatchObject({ sha256: sha256(first), size: first.length, uploadedBy: EXPERT });
    expect(detail.statusHistory.at(-1)).toMatchObject({ from: 4, to: 5, actorName: EXPERT, reason: 'tax_return_uploaded' });
    const row = await yearRow(person.id);
    expect(row.status_id).toBe(5);
    expect(row.return_uploaded_at).not.toBeNull();
    expect((await get(person.cookie, `/api/tax-status?taxYear=${YEAR}`)).json().current_status_id).toBe(5);
    const audits = await rows<{ action: string }>(
      sql`select action from audit_log where user_id = ${person.id} and action in ('tax_return.upload', 'tax_status.change') and details->>'taxYear' = ${String(YEAR)} order by id`,
    );
    expect(audits.map((a) => a.action).slice(-2)).toEqual(['tax_return.upload', 'tax_status.change']);
    const mail = await nextMail(person.email, mailsBefore);
    expect(readable(mail.raw)).toContain('Ihre fertige Steuererklärung 2025 ist bereit.');
    expect(mail.raw).not.toContain('RETURN-V1');

    // The stored version reads back as the same bytes, encrypted at rest.
    const content = await get(expert.cookie, detail.returns[0].contentUrl);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(first)).toBe(true);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect((await staffReads(person.id)).at(-1)?.details.subject).toBe('tax_return');

    const second = samples.pdf('RETURN-V2');
    const replaced = await postReturn(expert.cookie, person, returnUpload(second));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const versions = replaced.json().case.returns;
    expect(versions.map((v: { sha256: string }) => v.sha256)).toEqual([sha256(second), sha256(first)]);
    expect((await yearRow(person.id)).status_id).toBe(5);
    expect((await get(expert.cookie, versions[1].contentUrl)).rawPayload.equals(first)).toBe(true);

    const mailsBeforeComplete = mailsTo(person.email).length;
    const completed = await post(expert.cookie, `${caseUrl(person)}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().case.summary.status).toBe('completed');
    const done = await yearRow(person.id);
    expect(done.status_id).toBe(6);
    expect(done.completed_at).not.toBeNull();
    const completedMail = await nextMail(person.email, mailsBeforeComplete);
    expect(readable(completedMail.raw)).toContain('Wir haben Ihre Steuererklärung 2025 bei der Steuerverwaltung eingereicht.');

    // Completed cases stay readable but take no new return and no second completion.
    expect((await get(expert.cookie, caseUrl(person))).statusCode).toBe(200);
    expect((await post(expert.cookie, `${caseUrl(person)}/complete`)).statusCode).toBe(409);
    const late = await postReturn(expert.cookie, person, returnUpload(samples.pdf()));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('WRONG_STATUS');
    expect((await post(expert.cookie, `${caseUrl(person)}/messages`, { message: 'x', documentsMissing: true })).json().code).toBe('WRONG_STATUS');
  });
});

describe('the case page shows what was recognised in each document', () => {
  const STATEMENT_XML = new URL('../../src/server/features/document-recognition/ech0196/fixtures/opensteuerauszug-sample_output.xml', import.meta.url);
  const CERTIFICATE_PDF = new URL('../../src/server/features/document-recognition/salary-certificate/fixtures/certificate-text.pdf', import.meta.url);
  const BANK_DOCUMENTS = 1;
  const SALARY_STATEMENT = 5;
  let w: TestApp;
  /** The statements the app sent to the database, to count the case read's recognition queries. */
  const statements: string[] = [];
  beforeAll(async () => {
    w = await createTestApp({
      config: { stripe: TEST_STRIPE, expertEmails: new Set([EXPERT]) },
      deps: { backgroundJobs: 'work', jobPollingIntervalSeconds: 0.5 },
      onQuery: (text) => statements.push(text),
    });
  });
  afterAll(async () => {
    await w?.close();
  });

  const recognitionOf = async (cookie: string, fileId: number) => {
    const res = await w.app.inject({ method: 'GET', url: `/api/files/${fileId}/recognition`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RecognitionResponse;
  };

  const uploadAndRead = async (cookie: string, file: { filename: string; content: Buffer; categoryId: number }) => {
    const { payload, headers } = multipart([
      { name: 'categoryId', value: String(file.categoryId) },
      { name: 'taxYear', value: String(YEAR) },
      { name: 'hashes[]', value: sha256(file.content) },
      { name: 'files', filename: file.filename, content: file.content },
    ]);
    const uploaded = await w.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = uploaded.json().results[0].value.id as number;
    const read = await vi.waitFor(
      async () => {
        const recognition = await recognitionOf(cookie, fileId);
        expect(['done', 'failed']).toContain(recognition.status);
        return recognition;
      },
      { timeout: 90_000, interval: 50 },
    );
    expect(read, JSON.stringify(read)).toMatchObject({ status: 'done' });
    return { fileId, read };
  };

  it('a statement changed and a certificate kept by the taxpayer: figures as read and as confirmed, in the one audited case read', async () => {
    const xml = await readFile(STATEMENT_XML);
    const text = xml.toString('utf8');
    const counted = { accounts: text.match(/<bankAccount\s/g)?.length ?? 0, depots: text.match(/<depot\s/g)?.length ?? 0 };

    const person = await documentsSubmittedTaxpayer(w);
    const { fileId, read } = await uploadAndRead(person.cookie, { filename: 'E-Steuerauszug.xml', content: xml, categoryId: BANK_DOCUMENTS });
    if (read.kind !== 'ech0196' || !read.result) throw new Error(`no statement: ${JSON.stringify(read)}`);
    const recognized: TaxStatementResult = read.result;
    const confirm = await w.app.inject({
      method: 'POST',
      url: `/api/files/${fileId}/recognition/confirm`,
      headers: { ...ORIGIN_HEADER, cookie: person.cookie },
      payload: { result: { ...recognized, totalTaxValue: 39_400, totalWithHoldingTaxClaim: recognized.totalWithHoldingTaxClaim + 10 } },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const confirmedAt = (confirm.json() as RecognitionResponse).confirmedAt;
    expect(confirmedAt).toEqual(expect.any(String));

    const certificate = await uploadAndRead(person.cookie, { filename: 'Lohnausweis.pdf', content: await readFile(CERTIFICATE_PDF), categoryId: SALARY_STATEMENT });
    if (certificate.read.kind !== 'salary-certificate' || !certificate.read.result) throw new Error(`no certificate: ${JSON.stringify(certificate.read)}`);
    const certificateRead = certificate.read.result;
    const keep = await w.app.inject({
      method: 'POST',
      url: `/api/files/${certificate.fileId}/recognition/confirm`,
      headers: { ...ORIGIN_HEADER, cookie: person.cookie },
      payload: { kind: 'salary-certificate', result: certificateRead },
    });
    expect(keep.statusCode, keep.body).toBe(200);

    await finishAdvancedSection(w, person);
    await payPlan(w, person);
    const transmit = await w.app.inject({ method: 'POST', url: '/api/tax-year-status/transmit', headers: { ...ORIGIN_HEADER, cookie: person.cookie }, payload: { taxYear: person.taxYear } });
    expect(transmit.statusCode, transmit.body).toBe(200);

    // Every document's reading is finished first, so no job touches the recognitions while the case is read.
    await vi.waitFor(
      async () => {
        const open = await w.db.execute(sql`select count(*)::int as n from document_recognitions where user_id = ${person.id} and status in ('pending', 'running')`);
        expect(Number((open as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
      },
      { timeout: 120_000, interval: 100 },
    );
    const staff = await w.signIn(EXPERT);
    const audited = async () => ({ rows: await staffReadsOf(w.db, person.id) });
    const before = (await audited()).rows.length;
    const queriesBefore = statements.length;
    const res = await w.app.inject({ method: 'GET', url: `/api/expert/cases/${person.id}/${person.taxYear}`, headers: { cookie: staff.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const recognitionQueries = statements.slice(queriesBefore).filter((q) => /^select[\s\S]*\bfrom "?document_recognitions"?/i.test(q.trim()));
    expect(recognitionQueries).toHaveLength(1);

    const documents = (res.json() as CaseDetail).documents;
    expect(documents).toHaveLength(6);
    const statement = documents.find((d) => d.id === fileId);
    expect(statement?.recognition).toEqual({
      kind: 'ech0196',
      status: 'done',
      failureCode: null,
      failure: null,
      confirmedAt,
      changedByTaxpayer: true,
      recognized: {
        institution: recognized.institution,
        totalTaxValue: 39_351.02,
        totalGrossRevenueA: recognized.totalGrossRevenueA,
        totalGrossRevenueB: recognized.totalGrossRevenueB,
        totalWithHoldingTaxClaim: recognized.totalWithHoldingTaxClaim,
        accountCount: counted.accounts,
        depotCount: counted.depots,
        schemaValid: true,
      },
      confirmed: {
        institution: recognized.institution,
        totalTaxValue: 39_400,
        totalGrossRevenueA: recognized.totalGrossRevenueA,
        totalGrossRevenueB: recognized.totalGrossRevenueB,
        totalWithHoldingTaxClaim: recognized.totalWithHoldingTaxClaim + 10,
        accountCount: counted.accounts,
        depotCount: counted.depots,
        schemaValid: true,
      },
    });
    const { boxes } = certificateRead;
    const certificateFigures = {
      gross: boxes.gross,
      socialContributions: boxes.socialContributions,
      pensionOrdinary: boxes.pensionOrdinary,
      pensionBuyIn: boxes.pensionBuyIn,
      net: boxes.net,
      plausible: true,
      source: 'text-layer',
    };
    expect(boxes.gross).toEqual(expect.any(Number));
    expect(documents.find((d) => d.id === certificate.fileId)?.recognition).toEqual({
      kind: 'salary-certificate',
      status: 'done',
      failureCode: null,
      failure: null,
      confirmedAt: expect.any(String),
      changedByTaxpayer: false,
      recognized: certificateFigures,
      confirmed: certificateFigures,
    });
    // Insurance (2) and transport (21) documents are not read: no recognition; the others have one.
    for (const doc of documents) {
      if (doc.categoryId === 2 || doc.categoryId === 21) expect(doc.recognition, doc.originalFileName).toBeNull();
      else expect(doc.recognition, doc.originalFileName).not.toBeNull();
    }

    const reads = (await audited()).rows.slice(before);
    expect(reads).toEqual([{ actor_user_id: staff.user.id, details: { subject: 'case', taxYear: person.taxYear } }]);
  }, 120_000);
});
