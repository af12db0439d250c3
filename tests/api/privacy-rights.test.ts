import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { copyFile, readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, retainedAccountingRecords, taxReturns, users } from '../../src/server/db/schema';
import { openRecord } from '../../src/server/features/privacy/sealed-records';
import { maintainRetainedRecords } from '../../src/server/features/privacy/service';
import { currentPrefix, deriveFieldKey, encryptField, fieldKeyring, installFieldKeyring } from '../../src/server/platform/field-encryption';
import { ahvCheckDigit } from '../../src/shared/domain/ahv';
import { setTaxYearStatus, storeTaxReturn } from '../support/finished-return';
import { holdLocks, untilSomeoneWaitsForALock } from '../support/held-locks';
import { samples } from '../support/multipart';
import { ORIGIN_HEADER, createTestApp, type TestApp } from '../support/test-app';
import { documentsSubmittedTaxpayer, payPlan, TEST_AUTHORIZATION, TEST_STRIPE, uploadPdf, type CaseUser } from '../support/transmitted-case';
import { readZip } from '../support/zip-reader';

/**
 * The data protection rights of issue 9: the export holds every category of the person's data
 * and the exact document bytes; deleting the account leaves nothing of them readable in the
 * database or the data folder; both act on the signed-in person only.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { stripe: TEST_STRIPE, invoice: TEST_INVOICE } });
});
afterAll(async () => {
  await t?.close();
});

const TEST_INVOICE = {
  iban: 'CH4431999123000889012',
  creditor: { name: 'Helvetax AG', address: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich', country: 'CH' },
};
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const headers = (cookie: string) => ({ ...ORIGIN_HEADER, cookie });

/** A valid AHV number nobody else in the test has (random digits, real check digit). */
function uniqueAhv(): string {
  const first12 = `756${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  const d = `${first12}${ahvCheckDigit(first12)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 7)}.${d.slice(7, 11)}.${d.slice(11)}`;
}

type Person = CaseUser & { firstName: string; lastName: string; ahv: string; bigDocument: Buffer; returnBytes: Buffer };

/**
 * A taxpayer with every kind of data: questionnaire and profile with their own name and AHV
 * number, documents (one of several MB), the authorization section and the lock, a card-paid
 * plan, the case with the experts (status 5 after the finished return), messages both ways, an
 * expert's note and read, a contact request, a saved declaration, the terms accepted, the
 * figures of the tax-efficiency page.
 */
async function personWithEverything(expert: { id: number; cookie: string }): Promise<Person> {
  const suffix = randomBytes(3).toString('hex');
  const firstName = `Zoltana${suffix}`;
  const lastName = `Quixberger${suffix}`;
  const ahv = uniqueAhv();
  const user = await documentsSubmittedTaxpayer(t);
  const h = headers(user.cookie);
  const ok = (res: { statusCode: number; body: string }, what: string) => expect(res.statusCode, `${what}: ${res.body}`).toBe(200);

  ok(await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: h, payload: { firstName, lastName, ahvNumber: ahv } }), 'profile');
  const bigDocument = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
  const big = await uploadPdf(t, user, user.taxYear, 5, bigDocument);
  ok(big, 'big upload');
  ok(await t.app.inject({ method: 'PUT', url: '/api/advanced-tax-info/authorization', headers: h, payload: { taxYear: user.taxYear, settings: { ...TEST_AUTHORIZATION, ahvNumber: ahv } } }), 'authorization');
  ok(await t.app.inject({ method: 'POST', url: '/api/user-preferences/realEstate', headers: h, payload: { taxYear: user.taxYear, isRelevant: true } }), 'preference');
  const efficiencyFigures = {
    bfsId: null,
    earners: [{ kind: 'employee', grossIncome: 91_000, socialContributions: null, pensionContributions: null, hasPensionFund: true, pillar3a: 3_000, commuting: 0, professionalCosts: null }],
    otherIncome: 0,
    wealth: 40_000,
    insurancePremiums: null,
    childcare: 0,
    donations: 250,
    debtInterest: 0,
    healthCosts: 0,
    prepaidTaxes: null,
  };
  ok(await t.app.inject({ method: 'PUT', url: `/api/tax-efficiency/${user.taxYear}`, headers: h, payload: efficiencyFigures }), 'tax-efficiency figures');
  ok(await t.app.inject({ method: 'POST', url: '/api/tax-status/advanced-tax-locked', headers: h, payload: { locked: true, taxYear: user.taxYear } }), 'lock');
  ok(await t.app.inject({ method: 'POST', url: '/api/tax/save-declaration', headers: h, payload: { taxYear: user.taxYear, taxData: { note: `${firstName} ${lastName}` } } }), 'declaration');
  ok(await t.app.inject({ method: 'POST', url: '/api/gtc/accept', headers: h, payload: { accepted: true } }), 'terms');
  // A QR-bill invoice (an admin allowed paying by invoice), left open: the card paid instead.
  await t.db.update(users).set({ invoiceEligible: true }).where(eq(users.id, user.id));
  ok(await t.app.inject({ method: 'POST', url: '/api/subscription/invoices', headers: h, payload: { taxYear: user.taxYear, plan: 'basic' } }), 'invoice');
  await payPlan(t, user, 'premium');
  ok(await t.app.inject({ method: 'POST', url: '/api/tax-year-status/transmit', headers: h, payload: { taxYear: user.taxYear } }), 'transmit');
  ok(await t.app.inject({ method: 'POST', url: '/api/send-message', headers: h, payload: { message: `Grüezi, hier ${firstName} ${lastName}, AHV ${ahv}`, taxYear: user.taxYear } }), 'message');

  const eh = headers(expert.cookie);
  ok(await t.app.inject({ method: 'GET', url: `/api/expert/cases/${user.id}/${user.taxYear}`, headers: eh }), 'expert read');
  ok(await t.app.inject({ method: 'POST', url: `/api/expert/cases/${user.id}/${user.taxYear}/messages`, headers: eh, payload: { message: `Danke ${firstName}!` } }), 'expert message');
  ok(await t.app.inject({ method: 'POST', url: `/api/expert/cases/${user.id}/${user.taxYear}/notes`, headers: eh, payload: { note: `${lastName} ruft morgen an` } }), 'note');
  const returnBytes = samples.pdf(`RETURN-${suffix}`);
  await storeTaxReturn(t, { userId: user.id, taxYear: user.taxYear, uploadedBy: expert.id, content: returnBytes });
  await setTaxYearStatus(t, { userId: user.id, taxYear: user.taxYear, statusId: 5 });
  ok(await t.app.inject({ method: 'POST', url: '/api/tax-pdf/contact-request', headers: h, payload: { taxYear: user.taxYear, contactMethod: 'phone' } }), 'contact request');

  user.documents.push({ categoryId: 5, bytes: bigDocument, id: big.json().files[0].id as number });
  return { ...user, firstName, lastName, ahv, bigDocument, returnBytes };
}

async function expertSession() {
  const session = await t.signIn(`expert-${randomBytes(3).toString('hex')}@helvetax.ch`);
  await t.db.update(users).set({ role: 'expert', firstName: 'Erika', lastName: 'Expertin' }).where(eq(users.id, session.user.id));
  return { id: session.user.id, cookie: session.cookie };
}

const exportOf = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: cookie ? { cookie } : {} });

async function deletionCode(person: { email: string; cookie: string }): Promise<string> {
  const after = Date.now();
  const res = await t.app.inject({ method: 'POST', url: '/api/privacy/delete-account/request-code', headers: headers(person.cookie), payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return t.sink.waitForCode(person.email, { after });
}
const confirmDeletion = (cookie: string | undefined, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/privacy/delete-account', headers: cookie ? headers(cookie) : ORIGIN_HEADER, payload: { code } });

/** Every text, jsonb and bytea value of every table that holds `needle` (any case), as table.column. */
async function databaseHits(needle: string): Promise<string[]> {
  const columns = (await t.db.execute(
    sql`select table_schema, table_name, column_name, data_type from information_schema.columns
        where table_schema not in ('pg_catalog', 'information_schema')
          and data_type in ('text', 'character varying', 'jsonb', 'json', 'bytea', 'ARRAY')`,
  )) as unknown as { rows: { table_schema: string; table_name: string; column_name: string; data_type: string }[] };
  expect(columns.rows.length).toBeGreaterThan(20);
  const hits: string[] = [];
  for (const c of columns.rows) {
    const column = sql.raw(`"${c.table_schema}"."${c.table_name}"."${c.column_name}"`);
    const table = sql.raw(`"${c.table_schema}"."${c.table_name}"`);
    const test =
      c.data_type === 'bytea'
        ? sql`position(convert_to(${needle}, 'UTF8') in ${column}) > 0`
        : sql`strpos(lower(${column}::text), lower(${needle})) > 0`;
    const found = (await t.db.execute(sql`select count(*)::int as n from ${table} where ${test}`)) as unknown as { rows: { n: number }[] };
    if (found.rows[0]!.n > 0) hits.push(`${c.table_name}.${c.column_name}`);
  }
  return hits;
}

/** Every file under the data folder (files store, temp, outbox) whose bytes contain `needle`. */
async function dataFolderHits(needle: string): Promise<string[]> {
  const hits: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const full = path.join(dir, name);
      if ((await stat(full)).isDirectory()) await walk(full);
      else if ((await readFile(full)).includes(Buffer.from(needle, 'utf8'))) hits.push(full);
    }
  };
  await walk(t.dataDir);
  return hits;
}

describe('GET /api/privacy/export', () => {
  it('streams a ZIP with every category of data, a README and the exact bytes of every document and return', async () => {
    const expert = await expertSession();
    const person = await personWithEverything(expert);
    const other = await personWithEverything(expert);

    const res = await exportOf(person.cookie);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="helvetax-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const zip = readZip(res.rawPayload);
    const readme = zip.get('README.txt')!.toString('utf8');
    expect(readme).toContain('data.json');
    expect(readme).toContain('documents/');
    const json = JSON.parse(zip.get('data.json')!.toString('utf8'));

    // Every category, with the person's own values (identifiers decrypted).
    expect(json.account).toMatchObject({ id: person.id, email: person.email, firstName: person.firstName, lastName: person.lastName, ahvNumber: person.ahv, city: 'Aeugstertal' });
    expect(json.taxYears).toEqual([expect.objectContaining({ taxYear: person.taxYear, statusId: 5 })]);
    // The experts' queue keeps a copy of the canton and name on the year's row; the export has them once, in the user row.
    expect(json.taxYears[0]).not.toHaveProperty('taxpayerSearchText');
    expect(json.taxYears[0]).not.toHaveProperty('taxpayerCanton');
    expect(json.statusHistory.length).toBeGreaterThan(0);
    expect(json.taxDeclarations).toEqual([expect.objectContaining({ taxYear: person.taxYear })]);
    expect(json.advancedTaxInformation.sections).toEqual([expect.objectContaining({ section: 'authorization', data: expect.objectContaining({ ahvNumber: person.ahv }) })]);
    expect(json.advancedTaxInformation.categoryPreferences).toEqual([expect.objectContaining({ categoryId: 'realEstate', isRelevant: true })]);
    // The bank document and the PDFs under Salary Statement (category 5: the required one and the big one) wait to be read.
    const readDocuments = person.documents.filter((d) => d.categoryId === 1 || d.categoryId === 5).sort((a, b) => a.id - b.id);
    expect(readDocuments.map((d) => d.categoryId).sort()).toEqual([1, 5, 5]);
    expect(json.documentRecognitions).toEqual(readDocuments.map((d) => expect.objectContaining({ fileId: d.id, status: 'pending', kind: 'unknown' })));
    expect(json.taxEfficiencyFigures).toEqual([expect.objectContaining({ taxYear: person.taxYear, figures: expect.objectContaining({ donations: 250, wealth: 40_000 }) })]);
    expect(json.messages.map((m: { direction: string }) => m.direction)).toEqual(['from_taxpayer', 'to_taxpayer']);
    expect(json.messages[0].body).toContain(person.ahv);
    expect(json.contactRequests).toEqual([expect.objectContaining({ contactMethod: 'phone' })]);
    expect(json.subscriptions).toEqual([expect.objectContaining({ plan: 'premium', source: 'stripe' })]);
    expect(json.invoices).toEqual([expect.objectContaining({ taxYear: person.taxYear, plan: 'basic', status: 'open' })]);
    expect(Array.isArray(json.notifications)).toBe(true);
    expect(json.termsAcceptances).toHaveLength(1);
    expect(json.auditLog.some((a: { action: string; byYou: boolean }) => a.action === 'staff.read' && !a.byYou)).toBe(true);
    expect(json.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(json.sessions)).not.toMatch(/token/i);
    expect(json.rememberedDevices.length).toBeGreaterThan(0);
    // The export is the person's own: nothing of another taxpayer.
    expect(JSON.stringify(json)).not.toContain(other.email);
    expect(JSON.stringify(json)).not.toContain(other.ahv);

    // Every document and every return, byte for byte, at the path data.json names.
    expect(json.documents).toHaveLength(person.documents.length);
    for (const doc of person.documents) {
      const meta = json.documents.find((d: { id: number }) => d.id === doc.id);
      expect(meta.path).toMatch(new RegExp(`^documents/${person.taxYear}/\\d{2}-[a-z_]+/${doc.id}-`));
      expect(sha256(zip.get(meta.path)!)).toBe(sha256(doc.bytes));
    }
    const big = json.documents.find((d: { size: number }) => d.size === person.bigDocument.length);
    expect(sha256(zip.get(big.path)!)).toBe(sha256(person.bigDocument));
    expect(json.taxReturns).toHaveLength(1);
    expect(zip.get(json.taxReturns[0].path)!.equals(person.returnBytes)).toBe(true);
    // Nothing of anyone else in the archive.
    expect([...zip.keys()].filter((name) => name.startsWith('documents/'))).toHaveLength(person.documents.length);
  });

  it('needs a session and records the export in the audit log', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');

    const session = await t.signIn(`export-${randomBytes(3).toString('hex')}@example.ch`);
    const zip = readZip((await exportOf(session.cookie)).rawPayload);
    const json = JSON.parse(zip.get('data.json')!.toString('utf8'));
    expect(json.documents).toEqual([]);
    const again = JSON.parse(readZip((await exportOf(session.cookie)).rawPayload).get('data.json')!.toString('utf8'));
    expect(again.auditLog.filter((a: { action: string }) => a.action === 'privacy.export')).toHaveLength(1);
  });
});

describe('deleting the account', () => {
  it('refuses signed-out callers, wrong codes (counted: five void the code) and another person’s code', async () => {
    const a = await t.signIn(`del-a-${randomBytes(3).toString('hex')}@example.ch`);
    const b = await t.signIn(`del-b-${randomBytes(3).toString('hex')}@example.ch`);
    const personA = { email: a.response.json().user.email as string, cookie: a.cookie, id: a.user.id };
    const personB = { email: b.response.json().user.email as string, cookie: b.cookie, id: b.user.id };

    expect((await t.app.inject({ method: 'POST', url: '/api/privacy/delete-account/request-code', headers: ORIGIN_HEADER, payload: {} })).statusCode).toBe(401);
    expect((await confirmDeletion(undefined, '123456')).statusCode).toBe(401);

    // B's code is no use to A: codes are bound to their person.
    const codeB = await deletionCode(personB);
    const codeA = await deletionCode(personA);
    if (codeA !== codeB) {
      const cross = await confirmDeletion(personA.cookie, codeB);
      expect(cross.statusCode).toBe(400);
      expect(cross.json().code).toBe('INVALID_CODE');
    }
    // A second request within a minute is refused, and the code stays the one in the mail.
    const soon = await t.app.inject({ method: 'POST', url: '/api/privacy/delete-account/request-code', headers: headers(personA.cookie), payload: {} });
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();

    const wrong = codeA === '000000' ? '000001' : '000000';
    for (let i = codeA !== codeB ? 1 : 0; i < 5; i += 1) {
      const res = await confirmDeletion(personA.cookie, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_CODE');
    }
    // Five wrong tries void the code: the right one no longer deletes anything.
    expect((await confirmDeletion(personA.cookie, codeA)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: personA.cookie } })).statusCode).toBe(200);

    // Bad input changes nothing either.
    const bad = await confirmDeletion(personB.cookie, '12ab');
    expect(bad.statusCode).toBe(400);
    // B's own code still works.
    const done = await confirmDeletion(personB.cookie, codeB);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ deleted: true, retained: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: personA.cookie } })).statusCode).toBe(200);
  });

  // Lock order (privacy/data.ts lockPersonWithYears): an upload that holds its year row when the
  // deletion starts finishes first, and the deletion then removes its file as well. Only
  // PostgreSQL has a second connection to hold the year row with.
  it.runIf(process.env.TEST_DB === 'postgres')('waits for an upload in flight and removes its file too', async () => {
    const person = await documentsSubmittedTaxpayer(t);
    const [stored] = await t.db.select().from(files).where(eq(files.userId, person.id)).limit(1);
    // The upload in flight: its encrypted file is on disk, its row comes while it holds the year row.
    const lateKey = randomUUID();
    await copyFile(t.storage.pathOf(stored!.storageKey), t.storage.pathOf(lateKey));
    const code = await deletionCode(person);
    const { id: _id, ...row } = stored!;
    const upload = await holdLocks(
      t.db,
      (tx) => tx.execute(sql`select 1 from tax_year_statuses where user_id = ${person.id} and tax_year = ${person.taxYear} for update`),
      (tx) => tx.insert(files).values({ ...row, storageKey: lateKey, sha256: sha256(randomBytes(16)) }),
    );
    const deletion = confirmDeletion(person.cookie, code);
    // It cannot finish while the year row is held.
    await untilSomeoneWaitsForALock(t.db);
    upload.release();
    await upload.finished;
    const res = await deletion;
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(files).where(eq(files.userId, person.id))).toEqual([]);
    await expect(stat(t.storage.pathOf(lateKey))).rejects.toThrow();
    await expect(stat(t.storage.pathOf(stored!.storageKey))).rejects.toThrow();
  });

  it.runIf(process.env.TEST_DB === 'postgres')('waits at the person’s row without holding a year row, as a profile save or a plan grant takes them', async () => {
    const person = await documentsSubmittedTaxpayer(t);
    const code = await deletionCode(person);
    // The lock a profile save's UPDATE of the user row takes.
    const save = await holdLocks(t.db, (tx) => tx.execute(sql`select id from users where id = ${person.id} for no key update`));
    const deletion = confirmDeletion(person.cookie, code);
    await untilSomeoneWaitsForALock(t.db);
    try {
      await t.db.transaction((tx) => tx.execute(sql`select 1 from tax_year_statuses where user_id = ${person.id} for update nowait`));
    } finally {
      save.release();
      await save.finished;
    }
    const res = await deletion;
    expect(res.statusCode, res.body).toBe(200);
  });

  it('erases the person everywhere: nothing readable in any table or in the data folder; what the law keeps is sealed and listed', async () => {
    const expert = await expertSession();
    const person = await personWithEverything(expert);
    const bystander = await personWithEverything(expert);
    const storageKeys = async (userId: number) => [
      ...(await t.db.select({ k: files.storageKey }).from(files).where(eq(files.userId, userId))).map((r) => r.k),
      ...(await t.db.select({ k: taxReturns.storageKey }).from(taxReturns).where(eq(taxReturns.userId, userId))).map((r) => r.k),
    ];
    const personKeys = await storageKeys(person.id);
    const bystanderKeys = await storageKeys(bystander.id);
    expect(personKeys).toHaveLength(person.documents.length + 1);
    const needles = [person.email, person.firstName, person.lastName, person.ahv, person.ahv.replace(/\./g, '')];
    // The scan does find the person while they exist (in plain where nothing encrypts it).
    expect(await databaseHits(person.email)).toContain('users.email');
    expect(await databaseHits(person.firstName)).toContain('users.first_name');

    // A record of an earlier deletion whose ten years are over goes with the next deletion.
    const [expired] = await t.db
      .insert(retainedAccountingRecords)
      .values({ kind: 'invoice', sealed: 'enc:v1:old', bookedAt: new Date('2014-03-01T00:00:00Z'), accountDeletedAt: new Date('2015-01-01T00:00:00Z'), deleteAfter: new Date('2025-01-01T00:00:00Z') })
      .returning();

    const code = await deletionCode(person);
    const after = Date.now();
    const res = await confirmDeletion(person.cookie, code);
    expect(res.statusCode, res.body).toBe(200);
    const year = t.clock.now().getUTCFullYear();
    expect(res.json()).toEqual({
      deleted: true,
      retained: [
        { kind: 'invoice', count: 1, keepUntil: `${year + 10}-12-31`, reason: 'accounting_law' },
        { kind: 'payment', count: 1, keepUntil: `${year + 10}-12-31`, reason: 'accounting_law' },
      ],
    });
    // The browser's cookies are cleared, and the old session is dead on the server.
    expect(res.cookies.some((c) => c.value === '' || (c.maxAge ?? 1) <= 0 || (c.expires?.getTime() ?? Infinity) < Date.now())).toBe(true);
    const oldSession = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: person.cookie } });
    expect(oldSession.statusCode).toBe(401);

    // Nothing of the person is readable in any text, jsonb or bytea column of any table.
    for (const needle of needles) expect(await databaseHits(needle), needle).toEqual([]);
    // Their encrypted files are gone from disk; the data folder holds none of their identifiers.
    for (const key of personKeys) await expect(stat(t.storage.pathOf(key))).rejects.toThrow();
    for (const needle of needles) expect(await dataFolderHits(needle), needle).toEqual([]);

    // The case left the experts' queue.
    const queue = await t.app.inject({ method: 'GET', url: '/api/expert/cases', headers: { cookie: expert.cookie } });
    expect(queue.statusCode).toBe(200);
    expect(JSON.stringify(queue.json())).not.toContain(String(person.email));

    // What the law keeps is sealed, opens with the app's key and names the payment.
    const retained = await t.db.select().from(retainedAccountingRecords);
    expect(retained.map((r) => r.id)).not.toContain(expired!.id);
    const opened = retained.map((r) => openRecord(r.sealed) as { customer: { email: string; lastName: string }; payment?: { plan: string }; invoice?: { plan: string } });
    const theirs = opened.filter((r) => r.customer.email === person.email);
    expect(theirs).toEqual([
      expect.objectContaining({ invoice: expect.objectContaining({ plan: 'basic' }), customer: expect.objectContaining({ lastName: person.lastName }) }),
      expect.objectContaining({ payment: expect.objectContaining({ plan: 'premium' }) }),
    ]);

    // The confirmation went to the deleted address and lists what is kept.
    // (The code mail may carry the same millisecond as `after`: look for the confirmation itself.)
    const confirmation = () => t.sink.messages.find((m) => m.to.includes(person.email.toLowerCase()) && m.receivedAt >= after && m.raw.includes('958f'));
    await expect.poll(confirmation, { timeout: 10_000 }).toBeDefined();

    // The bystander is untouched: data, files, export.
    for (const key of bystanderKeys) expect((await stat(t.storage.pathOf(key))).isFile()).toBe(true);
    expect(await databaseHits(bystander.email)).toContain('users.email');
    const bystanderExport = JSON.parse(readZip((await exportOf(bystander.cookie)).rawPayload).get('data.json')!.toString('utf8'));
    expect(bystanderExport.account.ahvNumber).toBe(bystander.ahv);
    expect(bystanderExport.documents).toHaveLength(bystander.documents.length);
    expect(bystanderExport.messages).toHaveLength(2);
  });
});

describe('accounting records kept for deleted accounts', () => {
  it('at start: deletes those past their ten years and reseals those of an earlier secret', async () => {
    const appKeyring = fieldKeyring();
    const earlier = deriveFieldKey('an-earlier-secret-an-earlier-secret-0123456789');
    const record = { invoice: { reference: 'RF-OLD-1', amountRappen: 4900 }, customer: { email: 'gone@example.ch' } };
    const [kept] = await t.db
      .insert(retainedAccountingRecords)
      .values({
        kind: 'invoice',
        sealed: encryptField({ current: earlier, previous: [], hashKey: appKeyring.hashKey }, JSON.stringify(record)),
        bookedAt: new Date('2024-05-01T00:00:00Z'),
        accountDeletedAt: new Date('2026-01-01T00:00:00Z'),
        deleteAfter: new Date('2035-01-01T00:00:00Z'),
      })
      .returning();
    const [expired] = await t.db
      .insert(retainedAccountingRecords)
      .values({ kind: 'payment', sealed: 'enc:v1:x', bookedAt: new Date('2015-05-01T00:00:00Z'), accountDeletedAt: new Date('2016-01-01T00:00:00Z'), deleteAfter: new Date('2026-01-01T00:00:00Z') })
      .returning();
    // As a start with APP_SECRET_PREVIOUS set: the earlier key may still open what it sealed.
    installFieldKeyring({ ...appKeyring, previous: [...appKeyring.previous, earlier] });
    try {
      const outcome = await maintainRetainedRecords(t.db, t.clock.now());
      expect(outcome.expired).toBeGreaterThanOrEqual(1);
      expect(outcome.resealed).toBeGreaterThanOrEqual(1);
    } finally {
      installFieldKeyring(appKeyring);
    }
    const rows = await t.db.select().from(retainedAccountingRecords);
    expect(rows.map((r) => r.id)).not.toContain(expired!.id);
    const resealed = rows.find((r) => r.id === kept!.id)!;
    expect(resealed.sealed.startsWith(currentPrefix(appKeyring))).toBe(true);
    // Opens with today's keys alone.
    expect(openRecord(resealed.sealed)).toEqual(record);
  });
});
