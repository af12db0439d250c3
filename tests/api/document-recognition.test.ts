import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onProcessTask, type ProcessTaskEvent } from '../../src/server/platform/jobs/process-pool';
import { FIXTURE_CERTIFICATE } from '../../src/server/features/document-recognition/salary-certificate/fixtures/certificate-figures';
import type { RecognitionResponse, SalaryCertificateResult, TaxStatementResult } from '../../src/shared/contract/document-recognition';
import type { CaseDetail } from '../../src/shared/contract/expert';
import { setTaxYearStatus } from '../support/finished-return';
import { multipart, sha256, type Part } from '../support/multipart';
import { signInWithCompleteProfile } from '../support/questionnaire';
import { createTestApp, ORIGIN_HEADER, staffReadsOf, type TestApp } from '../support/test-app';
import { readZip } from '../support/zip-reader';
import { uploadOneFile } from '../support/upload-file';

const onPostgres = process.env.TEST_DB === 'postgres';
const FIXTURES = new URL('../../src/server/features/document-recognition/ech0196/fixtures/', import.meta.url);
const CERTIFICATE_FIXTURES = new URL('../../src/server/features/document-recognition/salary-certificate/fixtures/', import.meta.url);
const EXPERT = 'expert@helvetax.test';
const BANK_DOCUMENTS = '1';
const STOCKS_BONDS = '10';
const RECEIPTS = '15';
const SALARY_STATEMENT = '5';
const SPOUSE_SALARY = '30';

let samplePdf: Buffer;
let sampleXml: Buffer;
/** The figures the sample statement's XML holds, counted from the XML itself. */
let expected: { accounts: number; depots: number };

/** A phone photo (JPEG, slightly askew) of the sample's barcode page, as a taxpayer would upload it. */
async function photoOfBarcodePage(): Promise<Buffer> {
  const [{ createCanvas, ImageData }, { openPdfPages }] = await Promise.all([
    import('@napi-rs/canvas'),
    import('../../src/server/features/document-recognition/barcodes/render-pdf-pages'),
  ]);
  for await (const page of openPdfPages(new Uint8Array(samplePdf))) {
    if (page.pageNumber !== 8) continue;
    const image = await page.render();
    const flat = createCanvas(image.width, image.height);
    flat.getContext('2d').putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
    const photo = createCanvas(image.width, image.height);
    const context = photo.getContext('2d');
    context.fillStyle = '#f4f1ea';
    context.fillRect(0, 0, image.width, image.height);
    context.translate(image.width / 2, image.height / 2);
    context.rotate((3 * Math.PI) / 180);
    context.scale(0.92, 0.92);
    context.drawImage(flat, -image.width / 2, -image.height / 2);
    return photo.encode('jpeg', 85);
  }
  throw new Error('the sample statement has no page 8');
}

async function pdfWithoutBarcodes(): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.fontSize(14).text('Kontoauszug 2025 – ohne Barcodes');
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function uploader(t: () => TestApp) {
  return (cookie: string, file: { filename: string; content: Buffer }, categoryId = BANK_DOCUMENTS): Promise<number> =>
    uploadOneFile(t().app, cookie, { ...file, categoryId, taxYear: 2025 });
}

const recognitionOf = (t: TestApp, cookie: string, fileId: number) => t.app.inject({ method: 'GET', url: `/api/files/${fileId}/recognition`, headers: { cookie } });
const confirmOf = (t: TestApp, cookie: string, fileId: number, result: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/files/${fileId}/recognition/confirm`, headers: { ...ORIGIN_HEADER, cookie }, payload: { result } });

/** Asks until the recognition is finished (done or failed); the job runs in the background. */
async function finishedRecognition(t: TestApp, cookie: string, fileId: number): Promise<RecognitionResponse> {
  return vi.waitFor(
    async () => {
      const res = await recognitionOf(t, cookie, fileId);
      expect(res.statusCode).toBe(200);
      const body = res.json() as RecognitionResponse;
      expect(['done', 'failed']).toContain(body.status);
      return body;
    },
    { timeout: 90_000, interval: 50 },
  );
}

/** The statement a finished recognition holds (fails the test when it holds none). */
function statementOf(recognition: RecognitionResponse): TaxStatementResult {
  expect(recognition.kind).toBe('ech0196');
  if (recognition.kind !== 'ech0196' || !recognition.result) throw new Error(`no statement: ${JSON.stringify(recognition)}`);
  return recognition.result;
}

/** The certificate a finished recognition holds (fails the test when it holds none). */
function certificateOf(recognition: RecognitionResponse): SalaryCertificateResult {
  expect(recognition, JSON.stringify(recognition)).toMatchObject({ status: 'done', kind: 'salary-certificate' });
  if (recognition.kind !== 'salary-certificate' || !recognition.result) throw new Error(`no certificate: ${JSON.stringify(recognition)}`);
  return recognition.result;
}

beforeAll(async () => {
  samplePdf = await readFile(new URL('opensteuerauszug-sample_output.pdf', FIXTURES));
  sampleXml = await readFile(new URL('opensteuerauszug-sample_output.xml', FIXTURES));
  const xml = sampleXml.toString('utf8');
  expected = { accounts: xml.match(/<bankAccount\s/g)?.length ?? 0, depots: xml.match(/<depot\s/g)?.length ?? 0 };
});

describe('documents that read themselves: bank e-tax statements', () => {
  let t: TestApp;
  const upload = uploader(() => t);
  beforeAll(async () => {
    t = await createTestApp({ config: { expertEmails: new Set([EXPERT]) }, deps: { backgroundJobs: 'work', jobPollingIntervalSeconds: 0.5 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the figures of a barcoded statement PDF uploaded under Bank Documents', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'recognition-pdf');
    const fileId = await upload(cookie, { filename: 'E-Steuerauszug.pdf', content: samplePdf });
    const recognition = await finishedRecognition(t, cookie, fileId);
    expect(recognition).toMatchObject({ status: 'done', kind: 'ech0196', failure: null, confirmedAt: null, changedByTaxpayer: false });
    expect(recognition.result).toMatchObject({ totalTaxValue: 39351.02, taxPeriod: 2025, canton: 'ZH', source: 'pdf-barcode' });
    expect(statementOf(recognition).accounts).toHaveLength(expected.accounts);
    expect(statementOf(recognition).depots).toHaveLength(expected.depots);
    expect(recognition.attempts).toBe(1);
  });

  it('reads the same figures from the statement’s XML file', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'recognition-xml');
    const fileId = await upload(cookie, { filename: 'E-Steuerauszug.xml', content: sampleXml });
    const recognition = await finishedRecognition(t, cookie, fileId);
    expect(recognition).toMatchObject({ status: 'done', kind: 'ech0196' });
    expect(recognition.result).toMatchObject({ totalTaxValue: 39351.02, source: 'xml', schemaValid: true });
    expect(statementOf(recognition).accounts).toHaveLength(expected.accounts);
    expect(statementOf(recognition).depots).toHaveLength(expected.depots);
  });

  // Photos take seconds to read and the reading never touches the database: once, on PGlite.
  it.skipIf(onPostgres)('reads a photo of the statement’s barcode page uploaded under Stocks & Bonds', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'recognition-photo');
    const fileId = await upload(cookie, { filename: 'Foto.jpg', content: await photoOfBarcodePage() }, STOCKS_BONDS);
    const recognition = await finishedRecognition(t, cookie, fileId);
    expect(recognition).toMatchObject({ status: 'done', kind: 'ech0196', result: { totalTaxValue: 39351.02, source: 'image-barcode' } });
    expect(statementOf(recognition).depots).toHaveLength(expected.depots);
  }, 120_000);

  it('reads in a child process, so the server answers other requests while a statement is read', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'recognition-process');
    const events: ProcessTaskEvent[] = [];
    const answersWhileReading: Promise<number[]>[] = [];
    const stopListening = onProcessTask((event) => {
      events.push(event);
      // The moment the reading's child is started, other requests come in.
      if (event.phase === 'start') {
        answersWhileReading.push(Promise.all([t.app.inject({ url: '/api/health' }), t.app.inject({ url: '/api/user', headers: { cookie } })]).then((res) => res.map((r) => r.statusCode)));
      }
    });
    try {
      const fileId = await upload(cookie, { filename: 'E-Steuerauszug.pdf', content: samplePdf });
      expect(await finishedRecognition(t, cookie, fileId)).toMatchObject({ status: 'done', result: { totalTaxValue: 39351.02 } });
    } finally {
      stopListening();
    }
    expect(await Promise.all(answersWhileReading)).toEqual([[200, 200]]);
    expect(events.map((e) => [e.pool, e.task, e.phase])).toEqual([
      ['document-reading', 'readDocument', 'start'],
      ['document-reading', 'readDocument', 'end'],
    ]);
    // The child that answered is the one the task was handed to, and not this (the server's) process.
    const [started, ended] = events;
    expect(ended!.pid).toBe(started!.pid);
    expect(ended!.pid).not.toBe(process.pid);
  });

  it('says plainly that a PDF without statement barcodes could not be read', async () => {
    const { cookie, user } = await signInWithCompleteProfile(t, 'recognition-plain');
    const fileId = await upload(cookie, { filename: 'Kontoauszug.pdf', content: await pdfWithoutBarcodes() });
    const recognition = await finishedRecognition(t, cookie, fileId);
    // The code for the client to translate, the English sentence for API users.
    expect(recognition).toMatchObject({
      status: 'failed',
      kind: 'unknown',
      result: null,
      failureCode: 'no-barcodes',
      failure: 'could not be read automatically: no e-tax statement barcodes found',
    });
    // Nothing to confirm in a document that could not be read.
    const confirm = await confirmOf(t, cookie, fileId, { ...(await recognizedXmlResult(cookie)) });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ code: 'RECOGNITION_NOT_DONE' });

    // The expert's case view (a case from status 4 on) and the person's data export carry the same code and sentence.
    await setTaxYearStatus(t, { userId: user.id, taxYear: 2025, statusId: 4 });
    const expert = await t.signIn(EXPERT);
    const caseView = await t.app.inject({ method: 'GET', url: `/api/expert/cases/${user.id}/2025`, headers: { cookie: expert.cookie } });
    expect(caseView.statusCode, caseView.body).toBe(200);
    expect((caseView.json() as CaseDetail).documents.find((d) => d.id === fileId)?.recognition).toMatchObject({
      status: 'failed',
      failureCode: 'no-barcodes',
      failure: 'could not be read automatically: no e-tax statement barcodes found',
    });
    const exported = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    const exportedRecognitions = JSON.parse(readZip(exported.rawPayload).get('data.json')!.toString('utf8')).documentRecognitions;
    expect(exportedRecognitions.find((r: { fileId: number }) => r.fileId === fileId)).toMatchObject({
      status: 'failed',
      failureCode: 'no-barcodes',
      failure: 'could not be read automatically: no e-tax statement barcodes found',
    });
  });

  it('answers a failure stored as an English sentence before the codes with its code, and an unknown one as reason-unknown', async () => {
    const { cookie, user } = await signInWithCompleteProfile(t, 'recognition-old-row');
    const fileId = await upload(cookie, { filename: 'E-Steuerauszug.xml', content: sampleXml });
    await finishedRecognition(t, cookie, fileId);
    const storeFailure = (failure: string) =>
      t.db.execute(sql`update document_recognitions set status = 'failed', kind = 'unknown', result = null, failure = ${failure} where file_id = ${fileId}`);

    await storeFailure('could not be read automatically: the PDF could not be opened');
    expect((await recognitionOf(t, cookie, fileId)).json()).toMatchObject({
      status: 'failed',
      failureCode: 'pdf-unopenable',
      failure: 'could not be read automatically: the PDF could not be opened',
    });
    await storeFailure('could not be read automatically: recognition stopped unexpectedly');
    expect((await recognitionOf(t, cookie, fileId)).json()).toMatchObject({ failureCode: 'stopped-unexpectedly' });

    // A sentence of no code keeps its text for API users; the client gets a code it can translate.
    await storeFailure('could not be read automatically: some reason of an older version');
    const unknown = (await recognitionOf(t, cookie, fileId)).json();
    expect(unknown).toMatchObject({ status: 'failed', failureCode: 'reason-unknown', failure: 'could not be read automatically: some reason of an older version' });
    await setTaxYearStatus(t, { userId: user.id, taxYear: 2025, statusId: 4 });
    const expert = await t.signIn(EXPERT);
    const caseView = (await t.app.inject({ method: 'GET', url: `/api/expert/cases/${user.id}/2025`, headers: { cookie: expert.cookie } })).json() as CaseDetail;
    expect(caseView.documents.find((d) => d.id === fileId)?.recognition).toMatchObject({ failureCode: 'reason-unknown' });
  });

  /** A recognised statement's figures (from an XML upload of another file of this person). */
  async function recognizedXmlResult(cookie: string) {
    const fileId = await upload(cookie, { filename: 'Auszug.xml', content: sampleXml }, STOCKS_BONDS);
    return statementOf(await finishedRecognition(t, cookie, fileId));
  }

  it('shows a recognition only to the file’s owner and to staff, whose reading is recorded', async () => {
    const owner = await signInWithCompleteProfile(t, 'recognition-owner');
    const fileId = await upload(owner.cookie, { filename: 'E-Steuerauszug.xml', content: sampleXml });
    await finishedRecognition(t, owner.cookie, fileId);
    const stranger = await signInWithCompleteProfile(t, 'recognition-stranger');
    const other = await recognitionOf(t, stranger.cookie, fileId);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await confirmOf(t, stranger.cookie, fileId, (await recognitionOf(t, owner.cookie, fileId)).json().result)).statusCode).toBe(404);
    // Signed out: 401, as every personal call.
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${fileId}/recognition` })).statusCode).toBe(401);

    const expert = await t.signIn(EXPERT);
    const seen = await recognitionOf(t, expert.cookie, fileId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: 'done', result: { totalTaxValue: 39351.02 } });
    expect(await staffReadsOf(t.db, owner.user.id)).toEqual([{ actor_user_id: expert.user.id, details: { subject: 'document', fileId, taxYear: 2025 } }]);
  });

  it('keeps the figures the taxpayer confirms and says whether they changed them', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'recognition-confirm');
    const fileId = await upload(cookie, { filename: 'E-Steuerauszug.xml', content: sampleXml });
    const recognized = statementOf(await finishedRecognition(t, cookie, fileId));

    const unchanged = await confirmOf(t, cookie, fileId, recognized);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ status: 'done', changedByTaxpayer: false, confirmedAt: '2026-11-16T09:00:00.000Z' });

    // The source is a fact about the document: a confirmation cannot change it.
    const corrected = await confirmOf(t, cookie, fileId, { ...recognized, totalTaxValue: 39400, source: 'xml' === recognized.source ? 'pdf-barcode' : 'xml' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ status: 'done', changedByTaxpayer: true, result: { totalTaxValue: 39400, source: recognized.source } });
    expect((await recognitionOf(t, cookie, fileId)).json()).toMatchObject({ changedByTaxpayer: true, result: { totalTaxValue: 39400 } });

    const invalid = await confirmOf(t, cookie, fileId, { ...recognized, totalTaxValue: 'a lot' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('does not read documents of other categories', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'recognition-receipts');
    const fileId = await upload(cookie, { filename: 'E-Steuerauszug.pdf', content: samplePdf }, RECEIPTS);
    const res = await recognitionOf(t, cookie, fileId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses XML that is not an e-tax statement', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'recognition-other-xml');
    const parts: Part[] = [
      { name: 'categoryId', value: BANK_DOCUMENTS },
      { name: 'taxYear', value: '2025' },
    ];
    const other = Buffer.from('<?xml version="1.0"?><invoice xmlns="urn:example"><total>12</total></invoice>');
    parts.push({ name: 'hashes[]', value: sha256(other) }, { name: 'files', filename: 'invoice.xml', content: other });
    const { payload, headers } = multipart(parts);
    const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...ORIGIN_HEADER, ...headers, cookie }, payload });
    expect(res.json().results[0]).toMatchObject({ status: 'rejected', reason: { code: 'UNSUPPORTED_TYPE' } });
  });
});

describe('documents that read themselves: salary certificates', () => {
  let t: TestApp;
  const upload = uploader(() => t);
  const certificateFixture = (name: string) => readFile(new URL(name, CERTIFICATE_FIXTURES));
  /** The fixture certificate's boxes as the API gives them: every box, an empty one null. */
  const fixtureBoxes = {
    salary: 96000,
    fringeBenefits: 4320,
    irregularBenefits: 8000,
    capitalBenefits: null,
    participationRights: null,
    boardFees: null,
    otherBenefits: 1200,
    gross: 109520,
    socialContributions: 8323,
    pensionOrdinary: 6240,
    pensionBuyIn: 2000,
    net: 92957,
    withholdingTax: null,
    expenses: 5750,
    expenseDetails: { '13.1.1': 1850, '13.2.1': 2400, '13.3': 1500 },
    remarks: FIXTURE_CERTIFICATE.boxes.remarks,
  };
  beforeAll(async () => {
    t = await createTestApp({ deps: { backgroundJobs: 'work', jobPollingIntervalSeconds: 0.5 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the boxes of a certificate PDF’s text layer uploaded under Salary Statement', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'certificate-text');
    const fileId = await upload(cookie, { filename: 'Lohnausweis.pdf', content: await certificateFixture('certificate-text.pdf') }, SALARY_STATEMENT);
    const recognition = await finishedRecognition(t, cookie, fileId);
    expect(recognition).toMatchObject({ status: 'done', kind: 'salary-certificate', failure: null, confirmedAt: null, changedByTaxpayer: false, attempts: 1 });
    const certificate = certificateOf(recognition);
    expect(certificate.boxes).toEqual(fixtureBoxes);
    expect(certificate).toMatchObject({
      source: 'text-layer',
      plausible: true,
      employer: { name: 'Alpenblick Software AG', address: 'Bahnhofstrasse 21, 8001 Zürich' },
      employee: { ahvNumber: FIXTURE_CERTIFICATE.employee.ahvNumber },
      period: FIXTURE_CERTIFICATE.period,
      fieldConfidence: { gross: 'high', net: 'high', salary: 'high' },
    });
  });

  it('reads the Swissdec barcode of a certificate uploaded under Spouse Salary', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'certificate-barcode');
    const fileId = await upload(cookie, { filename: 'Lohnausweis-Partnerin.pdf', content: await certificateFixture('certificate-barcode.pdf') }, SPOUSE_SALARY);
    const certificate = certificateOf(await finishedRecognition(t, cookie, fileId));
    expect(certificate).toMatchObject({ source: 'barcode', plausible: true, employee: { name: 'Lara Beispiel-Muster' } });
    expect(certificate.boxes).toEqual(fixtureBoxes);
  });

  it.skipIf(onPostgres)('reads a photographed certificate by OCR in a child process of its own', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'certificate-photo');
    const events: ProcessTaskEvent[] = [];
    const stopListening = onProcessTask((event) => events.push(event));
    try {
      const fileId = await upload(cookie, { filename: 'Foto-Lohnausweis.jpg', content: await certificateFixture('certificate-photo.jpg') }, SALARY_STATEMENT);
      const certificate = certificateOf(await finishedRecognition(t, cookie, fileId));
      expect(certificate).toMatchObject({ source: 'ocr', plausible: true });
      expect(certificate.boxes).toMatchObject({ gross: 109520, net: 92957, socialContributions: 8323 });
    } finally {
      stopListening();
    }
    // The photo, zxing and tesseract.js took their memory in the child, not in the server's process.
    expect(events.map((e) => [e.pool, e.task, e.phase])).toEqual([
      ['document-reading', 'readSalaryCertificate', 'start'],
      ['document-reading', 'readSalaryCertificate', 'end'],
    ]);
    expect(events[1]!.pid).not.toBe(process.pid);
  }, 180_000);

  it.skipIf(onPostgres)('reads a phone photo stored sideways, turned upright by its EXIF Orientation tag', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'certificate-photo-sideways');
    const fileId = await upload(cookie, { filename: 'IMG_2041.jpg', content: await certificateFixture('certificate-photo-exif-rotated.jpg') }, SALARY_STATEMENT);
    const certificate = certificateOf(await finishedRecognition(t, cookie, fileId));
    expect(certificate).toMatchObject({ source: 'ocr', plausible: true });
    expect(certificate.boxes).toMatchObject({ gross: 109520, net: 92957, socialContributions: 8323 });
  }, 180_000);

  it('says plainly that a PDF under Salary Statement holds no salary certificate', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'certificate-none');
    const fileId = await upload(cookie, { filename: 'Brief.pdf', content: await certificateFixture('not-a-certificate.pdf') }, SALARY_STATEMENT);
    expect(await finishedRecognition(t, cookie, fileId)).toMatchObject({
      status: 'failed',
      kind: 'unknown',
      result: null,
      failureCode: 'no-certificate',
      failure: 'could not be read automatically: no salary certificate found',
    });
  });

  it('keeps the boxes the taxpayer corrects, and refuses figures of another kind of document', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'certificate-confirm');
    const fileId = await upload(cookie, { filename: 'Lohnausweis.pdf', content: await certificateFixture('certificate-text.pdf') }, SALARY_STATEMENT);
    const recognized = certificateOf(await finishedRecognition(t, cookie, fileId));

    const confirmCertificate = (result: unknown) =>
      t.app.inject({ method: 'POST', url: `/api/files/${fileId}/recognition/confirm`, headers: { ...ORIGIN_HEADER, cookie }, payload: { kind: 'salary-certificate', result } });
    const unchanged = await confirmCertificate(recognized);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ kind: 'salary-certificate', changedByTaxpayer: false, confirmedAt: expect.any(String) });

    // The employer and the source are what the document showed: only the boxes are corrected.
    const corrected = await confirmCertificate({ ...recognized, boxes: { ...recognized.boxes, socialContributions: 8400, net: 92880 }, source: 'ocr', employer: { name: 'Andere AG', address: null } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      kind: 'salary-certificate',
      changedByTaxpayer: true,
      result: { boxes: { socialContributions: 8400, net: 92880, gross: 109520 }, source: 'text-layer', employer: { name: 'Alpenblick Software AG' } },
    });
    expect((await recognitionOf(t, cookie, fileId)).json()).toMatchObject({ changedByTaxpayer: true, result: { boxes: { net: 92880 } } });

    // A statement's figures (no kind: the body as before certificates) are not this document's.
    const statementFigures = { id: 'x', taxPeriod: 2025, canton: 'ZH', institution: null, totalTaxValue: 1, totalGrossRevenueA: 0, totalGrossRevenueB: 0, totalWithHoldingTaxClaim: 0, accounts: [], depots: [], source: 'xml', schemaValid: true };
    const mismatch = await confirmOf(t, cookie, fileId, statementFigures);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'RECOGNITION_KIND_MISMATCH', message: expect.any(String) });

    const negative = await confirmCertificate({ ...recognized, boxes: { ...recognized.boxes, net: -5 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses certificate figures for an e-tax statement', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'certificate-on-statement');
    const fileId = await upload(cookie, { filename: 'E-Steuerauszug.xml', content: sampleXml });
    expect(await finishedRecognition(t, cookie, fileId)).toMatchObject({ status: 'done', kind: 'ech0196' });
    const certificate = { boxes: fixtureBoxes, employer: { name: null, address: null }, employee: { name: null, ahvNumber: null }, period: { from: null, to: null }, fieldConfidence: {}, plausible: true, source: 'text-layer' };
    const res = await t.app.inject({ method: 'POST', url: `/api/files/${fileId}/recognition/confirm`, headers: { ...ORIGIN_HEADER, cookie }, payload: { kind: 'salary-certificate', result: certificate } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RECOGNITION_KIND_MISMATCH' });
    // The statement's reading process starts here, its XSD validator with it: slow on a busy machine.
  }, 120_000);
});

describe('a recognition job survives a restart of the app', () => {
  let t: TestApp;
  // The first app only queues jobs (its workers are off), so the job is certainly still waiting
  // when it closes; the app started after it on the same data runs it.
  // Retries follow at once here, so the test of the last retry need not wait for the backoff.
  const deps: { backgroundJobs: 'off' | 'queue' | 'work'; jobPollingIntervalSeconds: number; jobRetryDelaySeconds: number } = {
    backgroundJobs: 'queue',
    jobPollingIntervalSeconds: 0.5,
    jobRetryDelaySeconds: 0,
  };
  const upload = uploader(() => t);
  beforeAll(async () => {
    t = await createTestApp({ restartable: true, deps });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finishes after the restart what was uploaded before it', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'recognition-restart');
    const fileId = await upload(cookie, { filename: 'E-Steuerauszug.xml', content: sampleXml });
    const waiting = await recognitionOf(t, cookie, fileId);
    expect(waiting.json()).toMatchObject({ status: 'pending', kind: 'unknown', result: null, attempts: 0 });
    const early = await confirmOf(t, cookie, fileId, { id: 'x', taxPeriod: 2025, canton: 'ZH', institution: null, totalTaxValue: 1, totalGrossRevenueA: 0, totalGrossRevenueB: 0, totalWithHoldingTaxClaim: 0, accounts: [], depots: [], source: 'xml', schemaValid: true });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'RECOGNITION_NOT_DONE', message: expect.any(String) });

    // The job is stored before the app closes, and nothing runs it.
    const jobsOfFile = async () =>
      ((await t.db.execute(sql`select id, state from pgboss.job where name = 'document-recognition' and data->>'fileId' = ${String(fileId)}`)) as unknown as {
        rows: { id: string; state: string }[];
      }).rows;
    const [queued] = await vi.waitFor(
      async () => {
        const rows = await jobsOfFile();
        expect(rows).toEqual([{ id: expect.any(String), state: 'created' }]);
        return rows;
      },
      { timeout: 60_000, interval: 50 },
    );

    deps.backgroundJobs = 'work';
    await t.restart();
    const recognition = await finishedRecognition(t, cookie, fileId);
    expect(recognition).toMatchObject({ status: 'done', result: { totalTaxValue: 39351.02, source: 'xml' }, attempts: 1 });
    // That very job ran to its end; the start-up sweep did not send another.
    await vi.waitFor(async () => expect(await jobsOfFile()).toEqual([{ id: queued!.id, state: 'completed' }]), { timeout: 30_000, interval: 50 });
  });

  it('sends at start the job of a recognition whose send never happened', async () => {
    // An app that sends no jobs stands for a send that failed after the upload's commit.
    deps.backgroundJobs = 'off';
    await t.restart();
    const { cookie } = await signInWithCompleteProfile(t, 'recognition-sweep');
    const fileId = await upload(cookie, { filename: 'E-Steuerauszug.xml', content: sampleXml });
    expect((await recognitionOf(t, cookie, fileId)).json()).toMatchObject({ status: 'pending' });

    deps.backgroundJobs = 'work';
    await t.restart();
    const recognition = await finishedRecognition(t, cookie, fileId);
    expect(recognition).toMatchObject({ status: 'done', result: { totalTaxValue: 39351.02 }, attempts: 1 });
  });

  it('retries what fails unexpectedly and, after the last retry, says it could not be read', async () => {
    deps.backgroundJobs = 'queue';
    await t.restart();
    const { cookie } = await signInWithCompleteProfile(t, 'recognition-damaged');
    const fileId = await upload(cookie, { filename: 'E-Steuerauszug.xml', content: sampleXml });
    // The stored file is damaged on disk while its job waits: decryption fails at every attempt.
    const stored = (await t.db.execute(sql`select storage_key from files where id = ${fileId}`)) as unknown as { rows: { storage_key: string }[] };
    const onDisk = path.join(t.dataDir, 'files', 'store', `${stored.rows[0]!.storage_key}.bin`);
    const cipher = await readFile(onDisk);
    cipher[Math.floor(cipher.length / 2)]! ^= 0xff;
    await writeFile(onDisk, cipher);

    deps.backgroundJobs = 'work';
    await t.restart();
    const recognition = await finishedRecognition(t, cookie, fileId);
    expect(recognition).toMatchObject({ status: 'failed', kind: 'unknown', result: null, failureCode: 'stopped-unexpectedly', failure: 'could not be read automatically: recognition stopped unexpectedly', attempts: 4 });
  });
});
