import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecognitionResponse, SalaryCertificateResult, TaxStatementResult } from '@shared/contract/document-recognition';
import type { TaxEfficiencyFigures, TaxEfficiencyResponse } from '@shared/contract/tax-efficiency';
import { analyseTaxEfficiency, householdFromFigures } from '@shared/tax-engine/tax-efficiency';
import { taxEfficiencyFigures } from '../../src/server/db/schema';
import { FIXTURE_CERTIFICATE } from '../../src/server/features/document-recognition/salary-certificate/fixtures/certificate-figures';
import { loadTaxYear } from '../../src/server/features/tax-calculator/tax-tables';
import { completeTaxProfile, signInWithCompleteProfile } from '../support/questionnaire';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';
import { uploadOneFile } from '../support/upload-file';

// 16 November 2026. The questionnaire's person (tests/support/questionnaire.ts): married, two
// children of 4 and 9, reformed, employed, born 1990, living at 8914 Aeugst am Albis ZH.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-16T09:00:00Z' });
});
afterAll(async () => {
  await t?.close();
});

const AEUGST = { bfsId: 1, name: 'Aeugst am Albis', canton: 'ZH' };
const ZURICH = { bfsId: 261, name: 'Zürich', canton: 'ZH' };
const PROFILE_HOUSEHOLD_2025: TaxEfficiencyResponse['household'] = {
  relationship: 'married',
  childrenAges: [4, 9],
  confession: 'protestant',
  earnerKind: 'employee',
  age: 35,
  municipality: AEUGST,
};

/** Two earners, no Pillar 3a paid yet: the 3a recommendation has something to save. */
const FIGURES: TaxEfficiencyFigures = {
  bfsId: null,
  earners: [
    { kind: 'employee', grossIncome: 112_000, socialContributions: null, pensionContributions: null, hasPensionFund: true, pillar3a: 0, commuting: 1_600, professionalCosts: null },
    { kind: 'employee', grossIncome: 38_000, socialContributions: 4_000, pensionContributions: 1_500, hasPensionFund: true, pillar3a: 0, commuting: 0, professionalCosts: null },
  ],
  otherIncome: 900,
  wealth: 180_000,
  insurancePremiums: null,
  childcare: 6_000,
  donations: 0,
  debtInterest: 0,
  healthCosts: 0,
  prepaidTaxes: 15_000,
};

const get = (taxYear: number | string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/tax-efficiency/${taxYear}`, headers: cookie ? { cookie } : {} });
const put = (taxYear: number | string, payload: unknown, cookie?: string, headers: Record<string, string> = ORIGIN_HEADER) =>
  t.app.inject({ method: 'PUT', url: `/api/tax-efficiency/${taxYear}`, headers: { ...headers, ...(cookie ? { cookie } : {}) }, payload: payload as object });

async function storedRows(userId: number) {
  return t.db.select().from(taxEfficiencyFigures).where(eq(taxEfficiencyFigures.userId, userId));
}

describe('tax-efficiency figures: who may read and write them', () => {
  it('answers 401 to a signed-out person, reading or writing', async () => {
    const read = await get(2025);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    const write = await put(2025, FIGURES);
    expect(write.statusCode).toBe(401);
    expect(write.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('answers 409 TAX_PROFILE_INCOMPLETE until the tax profile is complete, and stores nothing meanwhile', async () => {
    const { cookie, user } = await t.signIn(`incomplete-${Date.now()}@example.ch`);
    const read = await get(2025, cookie);
    expect(read.statusCode).toBe(409);
    expect(read.json()).toMatchObject({ code: 'TAX_PROFILE_INCOMPLETE', params: { fields: expect.arrayContaining(['maritalStatus']) } });
    const write = await put(2025, FIGURES, cookie);
    expect(write.statusCode).toBe(409);
    expect(write.json()).toMatchObject({ code: 'TAX_PROFILE_INCOMPLETE' });
    expect(await storedRows(user.id)).toEqual([]);

    await completeTaxProfile(t, cookie);
    expect((await get(2025, cookie)).json()).toMatchObject({ figures: null, analysis: null });
  });

  it('refuses a change from another site (Origin) like every signed-in write', async () => {
    const { cookie, user } = await signInWithCompleteProfile(t, 'efficiency-origin');
    const res = await put(2025, FIGURES, cookie, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'BAD_ORIGIN' });
    expect(await storedRows(user.id)).toEqual([]);
  });
});

describe('GET and PUT /api/tax-efficiency/:taxYear', () => {
  it('before any figures: the household from the tax profile, no figures and no analysis', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'efficiency-empty');
    const res = await get(2025, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ taxYear: 2025, household: PROFILE_HOUSEHOLD_2025, figures: null, analysis: null, updatedAt: null, fromDocuments: null });
    // The age is the one on 31 December of the year asked for.
    expect((await get(2026, cookie)).json().household.age).toBe(36);
  });

  it("stores the figures per year and answers the engine's analysis, with the year before", async () => {
    const { cookie, user } = await signInWithCompleteProfile(t, 'efficiency-round-trip');
    const saved = await put(2025, FIGURES, cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json() as TaxEfficiencyResponse;
    expect(body).toMatchObject({ taxYear: 2025, household: PROFILE_HOUSEHOLD_2025, figures: FIGURES, updatedAt: '2026-11-16T09:00:00.000Z' });

    // The analysis is the engine's for the profile's household and municipality, 2025 and 2024.
    const expected = analyseTaxEfficiency(
      { current: loadTaxYear(2025), previous: loadTaxYear(2024) },
      householdFromFigures(PROFILE_HOUSEHOLD_2025, FIGURES),
      FIGURES.prepaidTaxes,
    );
    expect(body.analysis).toEqual(JSON.parse(JSON.stringify(expected)));
    const analysis = body.analysis!;
    expect(analysis.previousTaxYear).toBe(2024);
    expect(analysis.previous).not.toBeNull();
    expect(analysis.current.taxes.total).toBeGreaterThan(0);
    expect(analysis.refund).toBe(15_000 - analysis.current.taxes.total);
    const pillar3a = analysis.recommendations.find((r) => r.id === 'pillar3a');
    expect(pillar3a).toMatchObject({ done: false });
    expect(pillar3a!.saving).toBeGreaterThan(0);

    // Read back the same; another year has its own (none yet).
    expect((await get(2025, cookie)).json()).toEqual(body);
    expect((await get(2026, cookie)).json()).toMatchObject({ taxYear: 2026, figures: null, analysis: null, updatedAt: null });

    const later = { ...FIGURES, bfsId: ZURICH.bfsId, donations: 2_000, prepaidTaxes: null };
    const saved2026 = await put(2026, later, cookie);
    expect(saved2026.statusCode, saved2026.body).toBe(200);
    expect(saved2026.json()).toMatchObject({ household: { municipality: ZURICH }, figures: later, analysis: { previousTaxYear: 2025, refund: null } });
    expect((await get(2025, cookie)).json()).toEqual(body);
    expect((await storedRows(user.id)).map((r) => r.taxYear).sort()).toEqual([2025, 2026]);

    // A second PUT replaces the year's figures.
    const replaced = await put(2025, { ...FIGURES, earners: [{ ...FIGURES.earners[0]!, pillar3a: 7_258 }] }, cookie);
    expect(replaced.statusCode).toBe(200);
    expect((await get(2025, cookie)).json().figures.earners).toHaveLength(1);
    expect((await storedRows(user.id)).filter((r) => r.taxYear === 2025)).toHaveLength(1);
  });

  it('has no year before for the first year with tables (2024)', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'efficiency-2024');
    const res = await put(2024, FIGURES, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().analysis).toMatchObject({ previous: null, previousTaxYear: 2023 });
  });

  it("keeps each person's figures to themselves", async () => {
    const owner = await signInWithCompleteProfile(t, 'efficiency-owner');
    const other = await signInWithCompleteProfile(t, 'efficiency-other');
    expect((await put(2025, FIGURES, owner.cookie)).statusCode).toBe(200);
    expect((await get(2025, other.cookie)).json()).toMatchObject({ figures: null, analysis: null, updatedAt: null });
    expect((await put(2025, { ...FIGURES, wealth: 1 }, other.cookie)).statusCode).toBe(200);
    expect((await get(2025, owner.cookie)).json().figures).toEqual(FIGURES);
  });

  it('refuses bad figures with 400 and stores nothing', async () => {
    const { cookie, user } = await signInWithCompleteProfile(t, 'efficiency-bad');
    const earner = FIGURES.earners[0]!;
    const bad: [unknown, string, string][] = [
      [{ ...FIGURES, earners: [] }, 'earners', 'earnersInvalid'],
      [{ ...FIGURES, earners: [earner, earner, earner] }, 'earners', 'earnersInvalid'],
      [{ ...FIGURES, earners: [{ ...earner, grossIncome: -5 }] }, 'earners.0.grossIncome', 'numberInvalid'],
      [{ ...FIGURES, earners: [{ ...earner, kind: 'student' }] }, 'earners.0.kind', 'optionInvalid'],
      [{ ...FIGURES, wealth: 10.5 }, 'wealth', 'numberInvalid'],
      [{ ...FIGURES, bfsId: 0 }, 'bfsId', 'numberInvalid'],
    ];
    for (const [payload, field, reason] of bad) {
      const res = await put(2025, payload, cookie);
      expect({ field, status: res.statusCode, body: res.json() }).toEqual({ field, status: 400, body: expect.objectContaining({ code: 'VALIDATION_ERROR', params: { field, reason } }) });
    }
    const { donations: _left, ...missing } = FIGURES;
    for (const payload of [missing, { ...FIGURES, salary: 1 }, { ...FIGURES, earners: [{ ...earner, bonus: 1 }] }]) {
      const res = await put(2025, payload, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await storedRows(user.id)).toEqual([]);
    expect((await get(2025, cookie)).json()).toMatchObject({ figures: null });
  });

  it('refuses a municipality the year does not know (400 MUNICIPALITY_UNKNOWN) and keeps the stored figures', async () => {
    const { cookie, user } = await signInWithCompleteProfile(t, 'efficiency-bfs');
    expect((await put(2025, FIGURES, cookie)).statusCode).toBe(200);
    const res = await put(2025, { ...FIGURES, bfsId: 9999, wealth: 5 }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'MUNICIPALITY_UNKNOWN', message: expect.stringContaining('9999'), params: { bfsId: 9999, taxYear: 2025 } });
    const [row] = await t.db.select().from(taxEfficiencyFigures).where(and(eq(taxEfficiencyFigures.userId, user.id), eq(taxEfficiencyFigures.taxYear, 2025)));
    expect(row?.figures).toEqual(FIGURES);
  });

  it('refuses a year without tables (400 TAX_YEAR_NOT_SUPPORTED) and a year that is no number', async () => {
    const { cookie, user } = await signInWithCompleteProfile(t, 'efficiency-year');
    for (const res of [await get(2023, cookie), await put(2023, FIGURES, cookie)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'TAX_YEAR_NOT_SUPPORTED', params: { taxYear: 2023 } });
    }
    expect((await get('soon', cookie)).json()).toMatchObject({ code: 'VALIDATION_ERROR', params: { field: 'taxYear' } });
    expect(await storedRows(user.id)).toEqual([]);
  });

  it('finds no municipality when the profile names none unambiguously: figures kept, no analysis', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'efficiency-nowhere');
    // 8135 is shared by Horgen and Langnau am Albis; the Gemeinde names neither.
    const moved = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...ORIGIN_HEADER, cookie }, payload: { zipCode: '8135', gemeinde: 'Nirgendwo' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await put(2025, FIGURES, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ household: { municipality: null }, figures: FIGURES, analysis: null });
    // Choosing the municipality with the figures gives the analysis.
    const chosen = await put(2025, { ...FIGURES, bfsId: AEUGST.bfsId }, cookie);
    expect(chosen.json().household.municipality).toEqual(AEUGST);
    expect(chosen.json().analysis).not.toBeNull();
  });

  it("finds the profile's municipality by its postal code and Gemeinde, or by a postal code that names one", async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'efficiency-places');
    const municipalityFor = async (place: { zipCode: string; gemeinde: string }) => {
      const moved = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...ORIGIN_HEADER, cookie }, payload: place });
      expect(moved.statusCode, moved.body).toBe(200);
      return (await get(2025, cookie)).json().household.municipality;
    };
    expect(await municipalityFor({ zipCode: '8135', gemeinde: 'Langnau am Albis' })).toEqual({ bfsId: 136, name: 'Langnau am Albis', canton: 'ZH' });
    // A locality of the municipality (Aeugstertal is in Aeugst am Albis), and a name without umlauts.
    expect(await municipalityFor({ zipCode: '8914', gemeinde: 'Aeugstertal' })).toEqual(AEUGST);
    expect(await municipalityFor({ zipCode: '8001', gemeinde: 'Zurich' })).toEqual(ZURICH);
    // 8914 belongs to Aeugst am Albis alone: the postal code decides where the Gemeinde is misspelt.
    expect(await municipalityFor({ zipCode: '8914', gemeinde: 'Aeugst a. A.' })).toEqual(AEUGST);
    // A municipality of another canton than the profile's (Bern, BE) is not taken for a person in Zürich.
    expect(await municipalityFor({ zipCode: '3011', gemeinde: 'Bern' })).toBeNull();
  });
});

describe('the figures of confirmed bank e-tax statements (eCH-0196)', () => {
  // Its own app: recognition runs as a background job, which the other tests leave off.
  let jobs: TestApp;
  let sampleXml: Buffer;
  const BANK_DOCUMENTS = '1';
  const STOCKS_BONDS = '10';
  beforeAll(async () => {
    sampleXml = await readFile(new URL('../../src/server/features/document-recognition/ech0196/fixtures/opensteuerauszug-sample_output.xml', import.meta.url));
    jobs = await createTestApp({ now: '2026-11-16T09:00:00Z', deps: { backgroundJobs: 'work', jobPollingIntervalSeconds: 0.5 } });
  });
  afterAll(async () => {
    await jobs?.close();
  });

  const read = (taxYear: number, cookie: string) => jobs.app.inject({ method: 'GET', url: `/api/tax-efficiency/${taxYear}`, headers: { cookie } });

  /** Uploads the sample statement's XML and waits until it is recognised; answers the file and the figures read. */
  async function uploadRecognized(cookie: string, args: { filename: string; categoryId: string; taxYear: number; content?: Buffer }) {
    const fileId = await uploadOneFile(jobs.app, cookie, { ...args, content: args.content ?? sampleXml });
    const finished = await vi.waitFor(
      async () => {
        const body = (await jobs.app.inject({ method: 'GET', url: `/api/files/${fileId}/recognition`, headers: { cookie } })).json() as RecognitionResponse;
        expect(['done', 'failed']).toContain(body.status);
        return body;
      },
      { timeout: 90_000, interval: 50 },
    );
    expect(finished).toMatchObject({ status: 'done', kind: 'ech0196', failure: null });
    if (finished.kind !== 'ech0196' || !finished.result) throw new Error(`not an e-tax statement: ${JSON.stringify(finished)}`);
    return { fileId, result: finished.result };
  }

  async function confirm(cookie: string, fileId: number, result: TaxStatementResult) {
    const res = await jobs.app.inject({ method: 'POST', url: `/api/files/${fileId}/recognition/confirm`, headers: { ...ORIGIN_HEADER, cookie }, payload: { result } });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('counts a statement once the taxpayer confirms it, for its owner and its tax year only', async () => {
    const owner = await signInWithCompleteProfile(jobs, 'efficiency-documents');
    const other = await signInWithCompleteProfile(jobs, 'efficiency-documents-other');
    expect((await read(2025, owner.cookie)).json().fromDocuments).toBeNull();

    const { fileId, result } = await uploadRecognized(owner.cookie, { filename: 'E-Steuerauszug IBKR.xml', categoryId: BANK_DOCUMENTS, taxYear: 2025 });
    expect(result).toMatchObject({ taxPeriod: 2025, totalTaxValue: 39351.02, institution: 'Interactive Brokers' });
    // Recognised but not yet confirmed: the person has not checked the figures, so they are not offered.
    expect((await read(2025, owner.cookie)).json().fromDocuments).toBeNull();

    await confirm(owner.cookie, fileId, result);
    const expected = {
      wealth: 39_351,
      // Gross revenues A 0.000 + B 137.45.
      investmentIncome: 137,
      withholdingTaxClaim: 0,
      documents: [{ fileId, name: 'E-Steuerauszug IBKR.xml', institution: 'Interactive Brokers' }],
      earners: [],
    };
    const page = await read(2025, owner.cookie);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().fromDocuments).toEqual(expected);
    // The stored figures stay as entered (none yet): the page offers the documents' figures, it does not store them.
    expect(page.json()).toMatchObject({ figures: null, analysis: null });
    // The PUT's answer replaces the page's data in the browser, so it carries them too.
    const saved = await jobs.app.inject({ method: 'PUT', url: '/api/tax-efficiency/2025', headers: { ...ORIGIN_HEADER, cookie: owner.cookie }, payload: FIGURES });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ figures: FIGURES, fromDocuments: expected });

    // Another tax year (the file's tax year decides) and another person see none of it.
    expect((await read(2026, owner.cookie)).json().fromDocuments).toBeNull();
    expect((await read(2025, other.cookie)).json().fromDocuments).toBeNull();
  }, 120_000);

  it('sums the figures as confirmed (corrections included) over all confirmed statements of the year', async () => {
    const { cookie } = await signInWithCompleteProfile(jobs, 'efficiency-documents-sum');
    const bank = await uploadRecognized(cookie, { filename: 'Bank.xml', categoryId: BANK_DOCUMENTS, taxYear: 2025 });
    // A second statement: the same bank's figures under another statement id (another client).
    const secondStatement = Buffer.from(sampleXml.toString('utf8').replace('CH19334IBKRU12349876X2025123101', 'CH19334IBKRU55550000X2025123101'));
    const depot = await uploadRecognized(cookie, { filename: 'Depot.xml', categoryId: STOCKS_BONDS, taxYear: 2025, content: secondStatement });
    // Other bytes (a comment after the statement), so the upload is not the same document again.
    const copy = Buffer.concat([sampleXml, Buffer.from('\n<!-- Kopie -->\n')]);
    const unconfirmed = await uploadRecognized(cookie, { filename: 'Offen.xml', categoryId: BANK_DOCUMENTS, taxYear: 2025, content: copy });
    await confirm(cookie, bank.fileId, { ...bank.result, totalGrossRevenueA: 1_000.5, totalWithHoldingTaxClaim: 350.2 });
    await confirm(cookie, depot.fileId, { ...depot.result, institution: null });
    expect(unconfirmed.result.totalTaxValue).toBe(39351.02);

    expect((await read(2025, cookie)).json().fromDocuments).toEqual({
      // 2 × 39'351.02, rounded once summed.
      wealth: 78_702,
      // (1'000.50 + 137.45) + 137.45
      investmentIncome: 1_275,
      withholdingTaxClaim: 350,
      documents: [
        { fileId: bank.fileId, name: 'Bank.xml', institution: 'Interactive Brokers' },
        { fileId: depot.fileId, name: 'Depot.xml', institution: null },
      ],
      earners: [],
    });
  }, 120_000);

  it('counts one statement once when its file is confirmed twice (PDF and XML, or uploaded again): the newest file wins', async () => {
    const { cookie } = await signInWithCompleteProfile(jobs, 'efficiency-documents-same');
    const first = await uploadRecognized(cookie, { filename: 'Auszug.xml', categoryId: BANK_DOCUMENTS, taxYear: 2025 });
    const again = await uploadRecognized(cookie, {
      filename: 'Auszug-nochmals.xml',
      categoryId: STOCKS_BONDS,
      taxYear: 2025,
      content: Buffer.concat([sampleXml, Buffer.from('\n<!-- nochmals -->\n')]),
    });
    await confirm(cookie, first.fileId, first.result);
    await confirm(cookie, again.fileId, { ...again.result, totalWithHoldingTaxClaim: 100 });

    expect((await read(2025, cookie)).json().fromDocuments).toEqual({
      wealth: 39_351,
      investmentIncome: 137,
      withholdingTaxClaim: 100,
      documents: [{ fileId: again.fileId, name: 'Auszug-nochmals.xml', institution: 'Interactive Brokers' }],
      earners: [],
    });
  }, 120_000);
});

describe('the figures of confirmed salary certificates (form 11)', () => {
  // Its own app: recognition runs as a background job, which the other tests leave off.
  let jobs: TestApp;
  let certificatePdf: Buffer;
  const SALARY_STATEMENT = '5';
  const SPOUSE_SALARY = '30';
  beforeAll(async () => {
    certificatePdf = await readFile(new URL('../../src/server/features/document-recognition/salary-certificate/fixtures/certificate-text.pdf', import.meta.url));
    jobs = await createTestApp({ now: '2026-11-16T09:00:00Z', deps: { backgroundJobs: 'work', jobPollingIntervalSeconds: 0.5 } });
  });
  afterAll(async () => {
    await jobs?.close();
  });

  const read = (taxYear: number, cookie: string) => jobs.app.inject({ method: 'GET', url: `/api/tax-efficiency/${taxYear}`, headers: { cookie } });

  /** Uploads the fixture certificate's PDF and waits until it is recognised; answers the file and the figures read. */
  async function uploadRecognized(cookie: string, args: { filename: string; categoryId: string; taxYear: number }) {
    const fileId = await uploadOneFile(jobs.app, cookie, { ...args, content: certificatePdf, contentType: 'application/pdf' });
    const finished = await vi.waitFor(
      async () => {
        const body = (await jobs.app.inject({ method: 'GET', url: `/api/files/${fileId}/recognition`, headers: { cookie } })).json() as RecognitionResponse;
        expect(['done', 'failed']).toContain(body.status);
        return body;
      },
      { timeout: 90_000, interval: 50 },
    );
    expect(finished).toMatchObject({ status: 'done', kind: 'salary-certificate', failure: null });
    if (finished.kind !== 'salary-certificate' || !finished.result) throw new Error(`not a salary certificate: ${JSON.stringify(finished)}`);
    return { fileId, result: finished.result };
  }

  async function confirm(cookie: string, fileId: number, result: SalaryCertificateResult) {
    const res = await jobs.app.inject({
      method: 'POST',
      url: `/api/files/${fileId}/recognition/confirm`,
      headers: { ...ORIGIN_HEADER, cookie },
      payload: { kind: 'salary-certificate', result },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('sums confirmed certificates per person (the category says whose), and leaves unconfirmed ones out', async () => {
    const { cookie } = await signInWithCompleteProfile(jobs, 'efficiency-certificates');
    const own = await uploadRecognized(cookie, { filename: 'Lohnausweis 2025.pdf', categoryId: SALARY_STATEMENT, taxYear: 2025 });
    const boxes = FIXTURE_CERTIFICATE.boxes;
    expect(own.result.boxes).toMatchObject({ gross: boxes.gross, socialContributions: boxes.socialContributions, pensionOrdinary: boxes.pensionOrdinary, pensionBuyIn: boxes.pensionBuyIn });
    const spouse = await uploadRecognized(cookie, { filename: 'Lohnausweis Partnerin.pdf', categoryId: SPOUSE_SALARY, taxYear: 2025 });
    // Recognised but not yet confirmed: the person has not checked the figures, so they are not offered.
    expect((await read(2025, cookie)).json().fromDocuments).toBeNull();

    await confirm(cookie, own.fileId, own.result);
    const person1 = {
      person: 1,
      grossIncome: boxes.gross,
      socialContributions: boxes.socialContributions,
      pensionContributions: boxes.pensionOrdinary! + boxes.pensionBuyIn!,
      documents: [{ fileId: own.fileId, name: 'Lohnausweis 2025.pdf', employer: FIXTURE_CERTIFICATE.employer.name }],
    };
    const page = await read(2025, cookie);
    expect(page.statusCode, page.body).toBe(200);
    // The spouse's certificate is not confirmed yet: no person 2.
    expect(page.json().fromDocuments).toEqual({ wealth: 0, investmentIncome: 0, withholdingTaxClaim: 0, documents: [], earners: [person1] });

    // The figures as confirmed count, corrections included; an empty box adds nothing.
    await confirm(cookie, spouse.fileId, { ...spouse.result, boxes: { ...spouse.result.boxes, gross: 52_000.6, pensionBuyIn: null } });
    expect((await read(2025, cookie)).json().fromDocuments.earners).toEqual([
      person1,
      {
        person: 2,
        grossIncome: 52_001,
        socialContributions: boxes.socialContributions,
        pensionContributions: boxes.pensionOrdinary,
        documents: [{ fileId: spouse.fileId, name: 'Lohnausweis Partnerin.pdf', employer: FIXTURE_CERTIFICATE.employer.name }],
      },
    ]);
    expect((await read(2026, cookie)).json().fromDocuments).toBeNull();
  }, 240_000);
});
