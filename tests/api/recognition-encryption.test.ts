import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_CERTIFICATE } from '../../src/server/features/document-recognition/salary-certificate/fixtures/certificate-figures';
import { findConfirmedRecognitions } from '../../src/server/features/tax-efficiency/data';
import { deriveFieldKey } from '../../src/server/platform/field-encryption';
import { loggerOptions } from '../../src/server/platform/logger';
import type { RecognitionResponse, SalaryCertificateResult, TaxStatementResult } from '../../src/shared/contract/document-recognition';
import { signInWithCompleteProfile } from '../support/questionnaire';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';
import { readZip } from '../support/zip-reader';
import { uploadOneFile } from '../support/upload-file';

/**
 * Security finding on issue 12: what is read from an uploaded document holds identifiers (the
 * employee's AHV number on a salary certificate; account, depot and client numbers on an e-tax
 * statement). They are stored encrypted like every other identifier (field encryption, sealed in
 * the data modules), as read and as confirmed, while the owner, staff, the tax-efficiency page
 * and the data export get them in plain; rows stored in plain before read and are sealed at the
 * next start, and a key rotation re-encrypts them.
 */

const A = 'recognition-secret-a-recognition-secret-a';
const B = 'recognition-secret-b-recognition-secret-b';
const EXPERT = 'expert@helvetax.test';
const BANK_DOCUMENTS = '1';
const SALARY_STATEMENT = '5';
const TAX_YEAR = 2025;
const CERTIFICATE_AHV = FIXTURE_CERTIFICATE.employee.ahvNumber;
// The sample statement's client number: in its id, its account numbers and names and its depot number.
const CLIENT_NUMBER = 'U12349876';
const STATEMENT_ID = 'CH19334IBKRU12349876X2025123101';
const digits = (s: string) => s.replace(/\D/g, '');
/**
 * Every way these identifiers could sit in a stored row: the AHV number as printed and as digits
 * only; the client number as printed (its eight digits alone could turn up inside a ciphertext).
 */
const NEEDLES = [CERTIFICATE_AHV, digits(CERTIFICATE_AHV), CLIENT_NUMBER];
const SEALED = /^enc:v1:[\w-]+:[A-Za-z0-9+/=]+$/;

let t: TestApp;
const logLines: string[] = [];
let certificatePdf: Buffer;
let statementXml: Buffer;

type StoredRow = { file_id: number; result: Record<string, unknown> | null; confirmed_result: Record<string, unknown> | null; stored_text: string };

async function storedRow(fileId: number): Promise<StoredRow> {
  const result = (await t.db.execute(
    sql`select file_id, result, confirmed_result, coalesce(result::text, '') || ' ' || coalesce(confirmed_result::text, '') as stored_text
        from document_recognitions where file_id = ${fileId}`,
  )) as unknown as { rows: StoredRow[] };
  expect(result.rows).toHaveLength(1);
  return result.rows[0]!;
}

/** The needles a stored row holds in plain. */
const plainIn = (row: StoredRow) => NEEDLES.filter((needle) => row.stored_text.includes(needle));

/** The identifier values of a stored figures object, as the sealing should cover them (both kinds). */
function identifiersOf(stored: Record<string, unknown> | null): unknown[] {
  if (!stored) return [];
  if ('employee' in stored) return [(stored.employee as { ahvNumber: unknown }).ahvNumber];
  const accounts = stored.accounts as { bankAccountNumber: unknown; name: unknown }[];
  const depots = stored.depots as { depotNumber: unknown }[];
  return [stored.id, ...accounts.flatMap((a) => [a.bankAccountNumber, a.name]), ...depots.map((d) => d.depotNumber)];
}

async function upload(cookie: string, file: { filename: string; content: Buffer; categoryId: string }): Promise<number> {
  return uploadOneFile(t.app, cookie, { ...file, taxYear: TAX_YEAR });
}

const recognitionOf = async (cookie: string, fileId: number): Promise<RecognitionResponse> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/files/${fileId}/recognition`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RecognitionResponse;
};

async function finishedRecognition(cookie: string, fileId: number): Promise<RecognitionResponse> {
  return vi.waitFor(
    async () => {
      const body = await recognitionOf(cookie, fileId);
      expect(['done', 'failed']).toContain(body.status);
      return body;
    },
    { timeout: 90_000, interval: 50 },
  );
}

function certificateOf(recognition: RecognitionResponse): SalaryCertificateResult {
  if (recognition.kind !== 'salary-certificate' || !recognition.result) throw new Error(`no certificate: ${JSON.stringify(recognition)}`);
  return recognition.result;
}

function statementOf(recognition: RecognitionResponse): TaxStatementResult {
  if (recognition.kind !== 'ech0196' || !recognition.result) throw new Error(`no statement: ${JSON.stringify(recognition)}`);
  return recognition.result;
}

async function confirm(cookie: string, fileId: number, body: Record<string, unknown>): Promise<RecognitionResponse> {
  const res = await t.app.inject({ method: 'POST', url: `/api/files/${fileId}/recognition/confirm`, headers: { ...ORIGIN_HEADER, cookie }, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RecognitionResponse;
}

type ExportedRecognition = { fileId: number; result: unknown; confirmedResult: unknown };
async function exportedRecognitions(cookie: string): Promise<ExportedRecognition[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return JSON.parse(readZip(res.rawPayload).get('data.json')!.toString('utf8')).documentRecognitions;
}

beforeAll(async () => {
  const fixtures = new URL('../../src/server/features/document-recognition/', import.meta.url);
  certificatePdf = await readFile(new URL('salary-certificate/fixtures/certificate-text.pdf', fixtures));
  statementXml = await readFile(new URL('ech0196/fixtures/opensteuerauszug-sample_output.xml', fixtures));
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    restartable: true,
    secret: A,
    config: { expertEmails: new Set([EXPERT]) },
    logger: loggerOptions('trace', sink),
    deps: { backgroundJobs: 'work', jobPollingIntervalSeconds: 0.5 },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('identifiers read from documents, at rest', () => {
  let owner: { cookie: string; user: { id: number } };
  let certificateFileId: number;
  let statementFileId: number;
  let certificate: SalaryCertificateResult;
  let statement: TaxStatementResult;

  beforeAll(async () => {
    owner = await signInWithCompleteProfile(t, 'sealed-recognitions');
  });

  it('stores a salary certificate’s AHV number encrypted, as read and as confirmed, and answers it in plain', async () => {
    certificateFileId = await upload(owner.cookie, { filename: 'Lohnausweis.pdf', content: certificatePdf, categoryId: SALARY_STATEMENT });
    certificate = certificateOf(await finishedRecognition(owner.cookie, certificateFileId));
    expect(certificate.employee.ahvNumber).toBe(CERTIFICATE_AHV);

    const read = await storedRow(certificateFileId);
    expect(plainIn(read)).toEqual([]);
    // Only the identifier is sealed; the rest keeps its shape.
    expect(read.result).toMatchObject({ employee: { ahvNumber: expect.stringMatching(SEALED), name: certificate.employee.name }, boxes: { gross: 109520 } });
    expect(read.confirmed_result).toBeNull();

    const corrected = { ...certificate, boxes: { ...certificate.boxes, net: 92880, socialContributions: 8400 } };
    const confirmed = certificateOf(await confirm(owner.cookie, certificateFileId, { kind: 'salary-certificate', result: corrected }));
    expect(confirmed).toMatchObject({ employee: { ahvNumber: CERTIFICATE_AHV }, boxes: { net: 92880 } });
    const afterConfirm = await storedRow(certificateFileId);
    expect(plainIn(afterConfirm)).toEqual([]);
    expect(afterConfirm.confirmed_result).toMatchObject({ employee: { ahvNumber: expect.stringMatching(SEALED) }, boxes: { net: 92880 } });
    expect(certificateOf(await recognitionOf(owner.cookie, certificateFileId)).employee.ahvNumber).toBe(CERTIFICATE_AHV);

    // Staff read it in plain too.
    const expert = await t.signIn(EXPERT);
    expect(certificateOf(await recognitionOf(expert.cookie, certificateFileId)).employee.ahvNumber).toBe(CERTIFICATE_AHV);
  });

  it('stores an e-tax statement’s id, account and depot numbers encrypted, as read and as confirmed', async () => {
    statementFileId = await upload(owner.cookie, { filename: 'E-Steuerauszug.xml', content: statementXml, categoryId: BANK_DOCUMENTS });
    statement = statementOf(await finishedRecognition(owner.cookie, statementFileId));
    expect(statement.id).toBe(STATEMENT_ID);
    expect(statement.accounts.map((a) => a.bankAccountNumber)).toEqual([`${CLIENT_NUMBER}-CHF`, `${CLIENT_NUMBER}-USD`]);
    expect(statement.depots.map((d) => d.depotNumber)).toEqual([CLIENT_NUMBER]);

    const read = await storedRow(statementFileId);
    expect(plainIn(read)).toEqual([]);
    expect(identifiersOf(read.result)).toEqual(Array(identifiersOf(read.result).length).fill(expect.stringMatching(SEALED)));
    // The figures keep their shape.
    expect(read.result).toMatchObject({ totalTaxValue: 39351.02, institution: statement.institution, taxPeriod: 2025 });

    const confirmed = statementOf(await confirm(owner.cookie, statementFileId, { result: { ...statement, totalTaxValue: 39400 } }));
    expect(confirmed).toMatchObject({ id: STATEMENT_ID, totalTaxValue: 39400, accounts: statement.accounts, depots: statement.depots });
    const afterConfirm = await storedRow(statementFileId);
    expect(plainIn(afterConfirm)).toEqual([]);
    expect(identifiersOf(afterConfirm.confirmed_result)).toEqual(identifiersOf(read.result).map(() => expect.stringMatching(SEALED)));
  });

  it('gives the tax-efficiency figures and the data export the confirmed values in plain', async () => {
    const confirmed = await findConfirmedRecognitions(t.db, owner.user.id, TAX_YEAR);
    expect(confirmed.map((c) => c.fileId)).toEqual([certificateFileId, statementFileId]);
    expect(confirmed[0]!.confirmedResult).toMatchObject({ employee: { ahvNumber: CERTIFICATE_AHV } });
    expect(confirmed[1]!.confirmedResult).toMatchObject({ id: STATEMENT_ID, accounts: statement.accounts, depots: statement.depots });
    const page = await t.app.inject({ method: 'GET', url: `/api/tax-efficiency/${TAX_YEAR}`, headers: { cookie: owner.cookie } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().fromDocuments).toMatchObject({ wealth: 39400, earners: [{ person: 1, grossIncome: 109520, socialContributions: 8400 }] });

    const exported = await exportedRecognitions(owner.cookie);
    expect(exported).toEqual([
      expect.objectContaining({ fileId: certificateFileId, result: certificate, confirmedResult: expect.objectContaining({ employee: certificate.employee }) }),
      expect.objectContaining({ fileId: statementFileId, result: statement, confirmedResult: { ...statement, totalTaxValue: 39400 } }),
    ]);
  });

  it('reads a recognition stored in plain before this change, and seals it at the next start', async () => {
    // As the version before stored them: the figures with every identifier in plain.
    await t.db.execute(sql`update document_recognitions
      set result = ${JSON.stringify(certificate)}::jsonb, confirmed_result = ${JSON.stringify(certificate)}::jsonb where file_id = ${certificateFileId}`);
    await t.db.execute(sql`update document_recognitions set result = ${JSON.stringify(statement)}::jsonb, confirmed_result = null where file_id = ${statementFileId}`);
    expect(plainIn(await storedRow(certificateFileId))).toEqual([CERTIFICATE_AHV]);
    expect(plainIn(await storedRow(statementFileId))).toEqual([CLIENT_NUMBER]);

    expect(certificateOf(await recognitionOf(owner.cookie, certificateFileId)).employee.ahvNumber).toBe(CERTIFICATE_AHV);
    expect(statementOf(await recognitionOf(owner.cookie, statementFileId))).toEqual(statement);
    expect((await exportedRecognitions(owner.cookie)).map((r) => r.result)).toEqual([certificate, statement]);

    await t.restart();
    const certificateRow = await storedRow(certificateFileId);
    const statementRow = await storedRow(statementFileId);
    expect([...plainIn(certificateRow), ...plainIn(statementRow)]).toEqual([]);
    expect(statementRow.confirmed_result).toBeNull();
    expect(certificateOf(await recognitionOf(owner.cookie, certificateFileId))).toEqual(certificate);
    expect(statementOf(await recognitionOf(owner.cookie, statementFileId))).toEqual(statement);

    // A second start finds nothing left to do and changes nothing.
    await t.restart();
    expect(await storedRow(certificateFileId)).toEqual(certificateRow);
    expect(await storedRow(statementFileId)).toEqual(statementRow);
  });

  it('re-encrypts them under the new secret when APP_SECRET rotates', async () => {
    const underKeyOf = (secret: string) => expect.stringMatching(new RegExp(`^enc:v1:${deriveFieldKey(secret).id}:`));
    const identifiersNow = async () => {
      const rows = [await storedRow(certificateFileId), await storedRow(statementFileId)];
      return rows.flatMap((row) => [...identifiersOf(row.result), ...identifiersOf(row.confirmed_result)]);
    };
    const before = await identifiersNow();
    expect(before.length).toBeGreaterThan(5);
    expect(before).toEqual(before.map(() => underKeyOf(A)));

    await t.restart({ secret: B, previousSecret: A });
    expect(await identifiersNow()).toEqual(before.map(() => underKeyOf(B)));
    // Readable with B alone afterwards.
    await t.restart({ secret: B });
    expect(certificateOf(await recognitionOf(owner.cookie, certificateFileId))).toEqual(certificate);
    expect(statementOf(await recognitionOf(owner.cookie, statementFileId))).toEqual(statement);
  });

  it('left none of these identifiers in the server log', () => {
    const log = logLines.join('');
    expect(log).toContain('/recognition');
    for (const needle of NEEDLES) expect(log.includes(needle), `log contains ${needle.slice(0, 4)}…`).toBe(false);
  });
});
