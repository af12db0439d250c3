import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdvancedTaxInfo, InvestmentEntry } from '@shared/contract/advanced-tax-info';
import type { RecognitionResponse, TaxStatementResult } from '@shared/contract/document-recognition';
import { advancedTaxSections, auditLog, files } from '../../src/server/db/schema';
import { samples } from '../support/multipart';
import { completeTaxProfile, signInWithCompleteProfile } from '../support/questionnaire';
import { createTestApp, ORIGIN_HEADER, type TestApp } from '../support/test-app';
import { uploadOneFile } from '../support/upload-file';

/**
 * Issue 12: a confirmed bank e-tax statement fills the investments section of its year with its
 * accounts and depots, each marked with its document; see docs/decisions.md ('Investments
 * pre-filled from confirmed e-tax statements') for the rules tested here.
 */

// 16 November 2026: the open tax year is 2025, the sample statement's period.
let t: TestApp;
let sampleXml: Buffer;
beforeAll(async () => {
  sampleXml = await readFile(new URL('../../src/server/features/document-recognition/ech0196/fixtures/opensteuerauszug-sample_output.xml', import.meta.url));
  // Recognition runs as a background job in this process.
  t = await createTestApp({ now: '2026-11-16T09:00:00Z', deps: { backgroundJobs: 'work', jobPollingIntervalSeconds: 0.5 } });
});
afterAll(async () => {
  await t?.close();
});

const YEAR = 2025;
const BANK_DOCUMENTS = 1;
const CONFIRMED_AT = '2026-11-16T09:00:00.000Z';

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (cookie: string, method: 'PUT' | 'POST', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { ...ORIGIN_HEADER, cookie }, payload: payload as object });
const advancedInfo = async (cookie: string, taxYear = YEAR) => (await get(cookie, `/api/advanced-tax-info?taxYear=${taxYear}`)).json() as AdvancedTaxInfo;

const uploadFile = (cookie: string, args: { filename: string; content: Buffer; categoryId?: number; taxYear?: number }) =>
  uploadOneFile(t.app, cookie, { ...args, categoryId: args.categoryId ?? BANK_DOCUMENTS, taxYear: args.taxYear ?? YEAR });

/** Uploads the sample statement (or other bytes of it) and waits until it is recognised. */
async function uploadStatement(cookie: string, args: { filename: string; content?: Buffer; taxYear?: number }) {
  const fileId = await uploadFile(cookie, { filename: args.filename, content: args.content ?? sampleXml, taxYear: args.taxYear });
  const finished = await vi.waitFor(
    async () => {
      const body = (await get(cookie, `/api/files/${fileId}/recognition`)).json() as RecognitionResponse;
      expect(['done', 'failed']).toContain(body.status);
      return body;
    },
    { timeout: 90_000, interval: 50 },
  );
  if (finished.kind !== 'ech0196' || !finished.result) throw new Error(`not an e-tax statement: ${JSON.stringify(finished)}`);
  return { fileId, result: finished.result };
}

async function confirm(cookie: string, fileId: number, result: TaxStatementResult) {
  const res = await send(cookie, 'POST', `/api/files/${fileId}/recognition/confirm`, { result });
  expect(res.statusCode, res.body).toBe(200);
}

/** The section's fields apart from the entries, as the person types them. */
const HAND_TYPED = {
  holdsSecurities: true,
  holdsCryptocurrencies: true,
  holdsOtherInvestments: false,
  hasQualifyingParticipation: false,
  bankAccountCount: 4,
  custodyAccountCount: 1,
  taxValueRappen: 5_000_000,
  grossRevenueARappen: null,
  grossRevenueBRappen: 12_000,
  withholdingTaxClaimRappen: null,
  notes: 'Sparkonto bei der Raiffeisen',
};
const HAND_ENTRY = {
  id: null,
  kind: 'bankAccount',
  description: 'Raiffeisen · Sparkonto',
  reference: 'CH93 0076 2011 6238 5295 7',
  taxValueRappen: 2_500_000,
  grossRevenueARappen: 1_250,
  grossRevenueBRappen: null,
  withholdingTaxClaimRappen: 437,
} as const;

/** An entry as the PUT sends it: the fields the person edits, with its id. */
const asSent = (entry: InvestmentEntry) => ({
  id: entry.id,
  kind: entry.kind,
  description: entry.description,
  reference: entry.reference,
  taxValueRappen: entry.taxValueRappen,
  grossRevenueARappen: entry.grossRevenueARappen,
  grossRevenueBRappen: entry.grossRevenueBRappen,
  withholdingTaxClaimRappen: entry.withholdingTaxClaimRappen,
});

const saveInvestments = (cookie: string, investments: unknown, taxYear = YEAR) =>
  send(cookie, 'PUT', '/api/advanced-tax-info/investments', { taxYear, investments });

const byReference = (entries: InvestmentEntry[], reference: string) => entries.find((e) => e.reference === reference)!;

describe('a confirmed e-tax statement fills the investments section', () => {
  it('adds its two accounts and its depot, each marked with the document, once the taxpayer confirms it', async () => {
    const { cookie, user } = await signInWithCompleteProfile(t, 'prefill-first');
    const { fileId, result } = await uploadStatement(cookie, { filename: 'E-Steuerauszug IBKR 2025.xml' });
    // Recognised but not confirmed: the person has not checked the figures, nothing is filled in.
    expect((await advancedInfo(cookie)).investments).toBeNull();

    await confirm(cookie, fileId, result);
    const info = await advancedInfo(cookie);
    const source = (accountKey: string) => ({ fileId, fileName: 'E-Steuerauszug IBKR 2025.xml', statementId: result.id, accountKey, confirmedAt: CONFIRMED_AT, documentDeleted: false });
    expect(info.investments!.entries).toEqual([
      {
        id: expect.any(String),
        kind: 'bankAccount',
        description: 'Interactive Brokers · U12349876 CHF position',
        reference: 'U12349876-CHF',
        taxValueRappen: 1_700_006,
        grossRevenueARappen: 0,
        grossRevenueBRappen: 0,
        withholdingTaxClaimRappen: 0,
        source: source('bankAccount:U12349876-CHF'),
        editedByHand: false,
      },
      {
        id: expect.any(String),
        kind: 'bankAccount',
        description: 'Interactive Brokers · U12349876 USD position',
        reference: 'U12349876-USD',
        taxValueRappen: 0,
        grossRevenueARappen: 0,
        // 22.936 CHF, to the Rappen.
        grossRevenueBRappen: 2_294,
        withholdingTaxClaimRappen: 0,
        source: source('bankAccount:U12349876-USD'),
        editedByHand: false,
      },
      {
        id: expect.any(String),
        kind: 'securitiesDepot',
        description: 'Interactive Brokers',
        reference: 'U12349876',
        // The securities' tax values summed: 22’350.957 CHF.
        taxValueRappen: 2_235_096,
        grossRevenueARappen: expect.any(Number),
        grossRevenueBRappen: 11_451,
        withholdingTaxClaimRappen: expect.any(Number),
        source: source('securitiesDepot:U12349876'),
        editedByHand: false,
      },
    ]);
    // The entries add up to the statement's total tax value (CHF 39’351.02).
    expect(info.investments!.entries.reduce((sum, e) => sum + (e.taxValueRappen ?? 0), 0)).toBe(3_935_102);
    // A section nobody had saved: what the statement shows is held; the register totals stay the person's to type.
    expect(info.investments).toMatchObject({ holdsSecurities: true, bankAccountCount: 2, custodyAccountCount: 1, taxValueRappen: null, notes: '' });
    expect(info.lastUpdated.investments).toBe(CONFIRMED_AT);

    // The account numbers and the statement id are stored encrypted, like every bank number.
    const [stored] = await t.db
      .select({ data: advancedTaxSections.data })
      .from(advancedTaxSections)
      .where(and(eq(advancedTaxSections.userId, user.id), eq(advancedTaxSections.section, 'investments')));
    const storedText = JSON.stringify(stored!.data);
    expect(storedText).not.toContain('U12349876');
    expect(storedText).not.toContain(result.id);
    // The audit row counts, and names no number or amount.
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'advanced_tax.prefill')));
    expect(audits.map((a) => a.details)).toEqual([{ section: 'investments', fileId, prefilled: true, taxYear: YEAR, added: 3, updated: 0, keptAsEdited: 0, removed: 0 }]);
    expect(JSON.stringify(audits)).not.toContain('U12349876');
  });

  it('leaves what the person typed alone, updates its own entries on a new confirmation, and keeps an entry the person changed', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'prefill-merge');
    // Typed by hand before the statement came: the totals, the notes and a savings account.
    const typed = await saveInvestments(cookie, { ...HAND_TYPED, entries: [HAND_ENTRY] });
    expect(typed.statusCode, typed.body).toBe(200);
    const handEntry = typed.json().info.investments.entries[0] as InvestmentEntry;
    expect(handEntry).toMatchObject({ ...HAND_ENTRY, id: expect.any(String), source: null, editedByHand: false });

    const { fileId, result } = await uploadStatement(cookie, { filename: 'IBKR.xml' });
    await confirm(cookie, fileId, result);
    const first = (await advancedInfo(cookie)).investments!;
    expect(first).toMatchObject(HAND_TYPED);
    expect(first.entries).toHaveLength(4);
    expect(first.entries[0]).toEqual(handEntry);

    // Confirmed again unchanged: the same entries, not a second set.
    await confirm(cookie, fileId, result);
    expect((await advancedInfo(cookie)).investments!.entries).toEqual(first.entries);

    // The person corrects the CHF account's tax value in the section: that entry is now theirs.
    const chf = byReference(first.entries, 'U12349876-CHF');
    const edited = first.entries.map((e) => (e.id === chf.id ? { ...asSent(e), taxValueRappen: 1_650_000 } : asSent(e)));
    const savedEdit = await saveInvestments(cookie, { ...HAND_TYPED, entries: edited });
    expect(savedEdit.statusCode, savedEdit.body).toBe(200);
    const afterEdit = (savedEdit.json().info as AdvancedTaxInfo).investments!;
    expect(byReference(afterEdit.entries, 'U12349876-CHF')).toMatchObject({ id: chf.id, taxValueRappen: 1_650_000, source: chf.source, editedByHand: true });
    expect(byReference(afterEdit.entries, 'U12349876-USD').editedByHand).toBe(false);

    // A corrected confirmation: both accounts' figures change; the edited one stays as the person typed it.
    const corrected: TaxStatementResult = {
      ...result,
      accounts: result.accounts.map((account) => ({ ...account, totalTaxValue: account.totalTaxValue + 100, totalGrossRevenueB: 30 })),
    };
    await confirm(cookie, fileId, corrected);
    const afterCorrection = (await advancedInfo(cookie)).investments!;
    expect(afterCorrection.entries).toHaveLength(4);
    expect(afterCorrection.entries[0]).toEqual(handEntry);
    expect(byReference(afterCorrection.entries, 'U12349876-CHF')).toMatchObject({ taxValueRappen: 1_650_000, grossRevenueBRappen: 0, editedByHand: true });
    expect(byReference(afterCorrection.entries, 'U12349876-USD')).toMatchObject({ taxValueRappen: 10_000, grossRevenueBRappen: 3_000, editedByHand: false });
    expect(afterCorrection).toMatchObject(HAND_TYPED);
  });

  it('fills each account once when the same statement comes as a second file, and marks the newer one as source', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'prefill-same-statement');
    const first = await uploadStatement(cookie, { filename: 'IBKR.xml' });
    await confirm(cookie, first.fileId, first.result);
    // Other bytes (a comment after the statement) in another category: another file, the same statement.
    const copy = Buffer.concat([sampleXml, Buffer.from('\n<!-- copy -->\n')]);
    const second = await uploadStatement(cookie, { filename: 'IBKR-again.xml', content: copy });
    expect(second.result.id).toBe(first.result.id);
    await confirm(cookie, second.fileId, second.result);
    const entries = (await advancedInfo(cookie)).investments!.entries;
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.source?.fileName)).toEqual(['IBKR-again.xml', 'IBKR-again.xml', 'IBKR-again.xml']);
  });

  it('keeps a source mark the server set, and refuses to take one from the client', async () => {
    const { cookie } = await signInWithCompleteProfile(t, 'prefill-forged');
    const { fileId, result } = await uploadStatement(cookie, { filename: 'IBKR.xml' });
    await confirm(cookie, fileId, result);
    const prefilled = (await advancedInfo(cookie)).investments!;

    // An older client that knows no entries: the saved entries stay.
    const withoutEntries = await saveInvestments(cookie, HAND_TYPED);
    expect(withoutEntries.statusCode, withoutEntries.body).toBe(200);
    expect((withoutEntries.json().info as AdvancedTaxInfo).investments!.entries).toEqual(prefilled.entries);

    // An entry with an unknown id and a made-up source is one typed by hand; a deleted pre-filled one is gone.
    const forged = { ...HAND_ENTRY, id: 'made-up', source: { fileId, fileName: 'Bank.pdf', statementId: 'x', accountKey: 'y', confirmedAt: CONFIRMED_AT } };
    const res = await saveInvestments(cookie, { ...HAND_TYPED, entries: [asSent(prefilled.entries[0]!), forged] });
    expect(res.statusCode, res.body).toBe(200);
    const entries = (res.json().info as AdvancedTaxInfo).investments!.entries;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual(prefilled.entries[0]);
    expect(entries[1]).toMatchObject({ description: HAND_ENTRY.description, source: null, editedByHand: false });
    expect(entries[1]!.id).not.toBe('made-up');
  });

  it('keeps the entries, marked, when their document is deleted', async () => {
    const { cookie, user } = await signInWithCompleteProfile(t, 'prefill-deleted');
    const { fileId, result } = await uploadStatement(cookie, { filename: 'IBKR.xml' });
    await confirm(cookie, fileId, result);
    // No route deletes a single document today; whatever deletes the row (and its recognition, by cascade), the entries stay.
    await t.db.delete(files).where(and(eq(files.id, fileId), eq(files.userId, user.id)));
    const entries = (await advancedInfo(cookie)).investments!.entries;
    expect(entries).toHaveLength(3);
    expect(entries.every((e) => e.source?.documentDeleted === true && e.source.fileName === 'IBKR.xml')).toBe(true);
    expect(entries[0]!.taxValueRappen).toBe(1_700_006);
    // Saving the section stores no reader's finding: the mark still comes from the missing document.
    const res = await saveInvestments(cookie, { ...HAND_TYPED, entries: entries.map(asSent) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().info as AdvancedTaxInfo).investments!.entries.map((e) => e.source?.documentDeleted)).toEqual([true, true, true]);
  });
});

describe('the advanced section’s rules apply to the pre-fill', () => {
  it('fills nothing into a locked year; the confirmation still counts', async () => {
    const session = await t.signIn(`prefill-locked-${Date.now()}@example.ch`);
    const { cookie, user } = session;
    await completeTaxProfile(t, cookie, YEAR);
    const { fileId, result } = await uploadStatement(cookie, { filename: 'IBKR.xml' });
    // The other required documents (status 3), the authorization with the power of attorney, then 'Finish Section'.
    for (const categoryId of [5, 2, 21]) {
      const content = samples.pdf();
      await uploadFile(cookie, { filename: `Beleg-${categoryId}.pdf`, content: Buffer.concat([content, Buffer.from(`%${categoryId}`)]), categoryId });
    }
    const authorization = { taxAddressEnabled: false, ahvNumberEnabled: false, powerOfAttorneyEnabled: true, canton: null, tinNumber: '', ahvNumber: '', powerOfAttorneyAccepted: true };
    expect((await send(cookie, 'PUT', '/api/advanced-tax-info/authorization', { taxYear: YEAR, settings: authorization })).statusCode).toBe(200);
    const lock = await send(cookie, 'POST', '/api/tax-status/advanced-tax-locked', { locked: true, taxYear: YEAR });
    expect(lock.statusCode, lock.body).toBe(200);
    expect(lock.json().changed).toBe(true);

    await confirm(cookie, fileId, result);
    expect((await get(cookie, `/api/files/${fileId}/recognition`)).json().confirmedAt).toBe(CONFIRMED_AT);
    const info = await advancedInfo(cookie);
    expect(info.locked).toBe(true);
    expect(info.investments).toBeNull();
    const skipped = await t.db.select().from(auditLog).where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'advanced_tax.prefill_skipped')));
    expect(skipped.map((a) => a.details)).toEqual([{ section: 'investments', fileId, prefilled: false, reason: 'sectionLocked' }]);
  });

  it('fills nothing into a year the statement is not about', async () => {
    const { cookie, user } = await signInWithCompleteProfile(t, 'prefill-other-year');
    // Filed under 2025 (the one open year), but confirmed as the 2024 statement it says it is.
    const { fileId, result } = await uploadStatement(cookie, { filename: 'IBKR-2024.xml' });
    await confirm(cookie, fileId, { ...result, taxPeriod: 2024 });
    expect((await advancedInfo(cookie, 2025)).investments).toBeNull();
    const skipped = await t.db.select().from(auditLog).where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'advanced_tax.prefill_skipped')));
    expect(skipped.map((a) => a.details)).toEqual([{ section: 'investments', fileId, prefilled: false, reason: 'taxPeriodMismatch' }]);
  });
});
