import { describe, expect, it } from 'vitest';
import type { InvestmentEntry, InvestmentSettings } from '@shared/contract/advanced-tax-info';
import type { TaxStatementResult } from '@shared/contract/document-recognition';
import { emptyInvestments, entriesFromStatement, mergeStatementEntries, settingsFromSave } from './investment-entries';

const account = (number: string, overrides: Partial<TaxStatementResult['accounts'][number]> = {}): TaxStatementResult['accounts'][number] => ({
  bankAccountNumber: number,
  name: 'Privatkonto',
  currency: 'CHF',
  totalTaxValue: 1000.5,
  totalGrossRevenueA: 2,
  totalGrossRevenueB: 0,
  totalWithHoldingTaxClaim: 0.7,
  ...overrides,
});
const security = (taxValue: number | null, revenueA: number | null = null) => ({
  name: 'Fonds',
  isin: null,
  valorNumber: null,
  currency: 'CHF',
  taxValue,
  grossRevenueA: revenueA,
  grossRevenueB: null,
  withHoldingTaxClaim: null,
});
const statement = (overrides: Partial<TaxStatementResult> = {}): TaxStatementResult => ({
  id: 'CH-STATEMENT-1',
  taxPeriod: 2025,
  canton: 'ZH',
  institution: 'Zürcher Kantonalbank',
  totalTaxValue: 0,
  totalGrossRevenueA: 0,
  totalGrossRevenueB: 0,
  totalWithHoldingTaxClaim: 0,
  accounts: [account('CH11')],
  depots: [{ depotNumber: 'D-1', securities: [security(100.005, 1), security(200.01)] }],
  source: 'xml',
  schemaValid: true,
  ...overrides,
});

let ids = 0;
const newId = () => `new-${++ids}`;
const merge = (saved: InvestmentEntry[], s: TaxStatementResult, fileId = 7) =>
  mergeStatementEntries(saved, { statementId: s.id, fileId, fileName: 'zkb.pdf', confirmedAt: '2026-02-01T10:00:00.000Z', fromStatement: entriesFromStatement(s), newId });

const handEntry: InvestmentEntry = {
  id: 'hand',
  kind: 'bankAccount',
  description: 'Raiffeisen',
  reference: 'CH93',
  taxValueRappen: 500,
  grossRevenueARappen: null,
  grossRevenueBRappen: null,
  withholdingTaxClaimRappen: null,
  source: null,
  editedByHand: false,
};

describe('entriesFromStatement', () => {
  it('makes one entry per account and per depot, in Rappen, a depot summing its securities', () => {
    expect(entriesFromStatement(statement())).toEqual([
      {
        accountKey: 'bankAccount:CH11',
        kind: 'bankAccount',
        description: 'Zürcher Kantonalbank · Privatkonto',
        reference: 'CH11',
        taxValueRappen: 100_050,
        grossRevenueARappen: 200,
        grossRevenueBRappen: 0,
        withholdingTaxClaimRappen: 70,
      },
      {
        accountKey: 'securitiesDepot:D-1',
        kind: 'securitiesDepot',
        description: 'Zürcher Kantonalbank',
        reference: 'D-1',
        taxValueRappen: 30_002,
        grossRevenueARappen: 100,
        grossRevenueBRappen: null,
        withholdingTaxClaimRappen: null,
      },
    ]);
  });

  it('keys a number listed twice apart, leaves a negative balance (a debt) unknown, and cleans the texts', () => {
    const entries = entriesFromStatement(
      statement({ institution: 'Bank\u0000 X', accounts: [account('CH11'), account('CH11', { name: 'Sparen\n2', totalTaxValue: -5 })], depots: [] }),
    );
    expect(entries.map((e) => e.accountKey)).toEqual(['bankAccount:CH11', 'bankAccount:CH11#2']);
    expect(entries[1]).toMatchObject({ description: 'Bank X · Sparen 2', taxValueRappen: null });
  });
});

describe('mergeStatementEntries', () => {
  it('adds the statement’s entries after the others and updates them on a new confirmation, keeping their ids', () => {
    const first = merge([handEntry], statement());
    if (!first.ok) throw new Error('merge failed');
    expect(first).toMatchObject({ added: 2, updated: 0 });
    expect(first.entries[0]).toBe(handEntry);
    expect(first.entries[1]!.source).toEqual({
      fileId: 7,
      fileName: 'zkb.pdf',
      statementId: 'CH-STATEMENT-1',
      accountKey: 'bankAccount:CH11',
      confirmedAt: '2026-02-01T10:00:00.000Z',
      documentDeleted: false,
    });

    const again = merge(first.entries, statement({ accounts: [account('CH11', { totalTaxValue: 2000 })] }), 8);
    if (!again.ok) throw new Error('merge failed');
    expect(again).toMatchObject({ added: 0, updated: 2, removed: 0 });
    expect(again.entries.map((e) => e.id)).toEqual(first.entries.map((e) => e.id));
    expect(again.entries[1]).toMatchObject({ taxValueRappen: 200_000, source: { fileId: 8 } });
  });

  it('keeps an entry the person changed, and drops an unchanged one the statement no longer lists', () => {
    const first = merge([], statement({ accounts: [account('CH11'), account('CH22')] }));
    if (!first.ok) throw new Error('merge failed');
    const edited = first.entries.map((e) => (e.reference === 'CH11' ? { ...e, taxValueRappen: 1, editedByHand: true } : e));
    const next = merge(edited, statement({ accounts: [account('CH11', { totalTaxValue: 9 })], depots: [] }));
    if (!next.ok) throw new Error('merge failed');
    expect(next).toMatchObject({ added: 0, updated: 0, keptAsEdited: 1, removed: 2 });
    expect(next.entries).toEqual([edited[0]]);
  });

  it('leaves the entries of another statement alone', () => {
    const other = merge([], statement({ id: 'CH-OTHER' }));
    if (!other.ok) throw new Error('merge failed');
    const next = merge(other.entries, statement({ depots: [] }));
    if (!next.ok) throw new Error('merge failed');
    expect(next.entries.slice(0, 2)).toEqual(other.entries);
    expect(next.entries).toHaveLength(3);
  });

  it('refuses to go beyond the section’s limit', () => {
    const full = Array.from({ length: 200 }, (_, i) => ({ ...handEntry, id: `hand-${i}` }));
    expect(merge(full, statement())).toEqual({ ok: false, reason: 'tooManyEntries' });
  });
});

describe('settingsFromSave', () => {
  const settings = (entries: InvestmentEntry[]): InvestmentSettings => ({ ...emptyInvestments([]), entries });
  const prefilled = (() => {
    const merged = merge([], statement({ depots: [] }));
    if (!merged.ok) throw new Error('merge failed');
    return merged.entries[0]!;
  })();
  const sent = (entry: InvestmentEntry) => {
    const { source: _source, editedByHand: _edited, ...input } = entry;
    return input;
  };

  it('keeps the source of an entry sent unchanged, and marks it edited once a figure differs, for good', () => {
    const saved = settings([prefilled]);
    const unchanged = settingsFromSave(saved, { ...saved, entries: [sent(prefilled)] });
    expect(unchanged.entries).toEqual([prefilled]);

    const changed = settingsFromSave(saved, { ...saved, entries: [{ ...sent(prefilled), grossRevenueARappen: 999 }] });
    expect(changed.entries[0]).toMatchObject({ id: prefilled.id, source: prefilled.source, editedByHand: true, grossRevenueARappen: 999 });
    // Typed back to the statement's figure: still the person's, a new confirmation leaves it alone.
    const back = settingsFromSave(changed, { ...changed, entries: [sent(prefilled)] });
    expect(back.entries[0]!.editedByHand).toBe(true);
  });

  it('makes an entry with an unknown or repeated id a new one typed by hand', () => {
    const saved = settings([prefilled]);
    const next = settingsFromSave(saved, { ...saved, entries: [sent(prefilled), sent(prefilled), { ...sent(prefilled), id: 'unknown' }] }, () => 'fresh');
    expect(next.entries.map((e) => [e.id, e.source === null])).toEqual([
      [prefilled.id, false],
      ['fresh', true],
      ['fresh', true],
    ]);
  });

  it('keeps the saved entries when a save sends none (a client from before entries existed)', () => {
    const saved = settings([handEntry, { ...prefilled, source: { ...prefilled.source!, documentDeleted: true } }]);
    const { entries: _entries, ...withoutEntries } = saved;
    const next = settingsFromSave(saved, { ...withoutEntries, notes: 'neu' });
    expect(next.notes).toBe('neu');
    expect(next.entries).toEqual([handEntry, prefilled]);
  });
});
