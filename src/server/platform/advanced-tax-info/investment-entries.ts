import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  MAX_ACCOUNT_COUNT,
  MAX_INVESTMENT_ENTRIES,
  NO_INVESTMENTS,
  type InvestmentEntry,
  type InvestmentEntryInput,
  type InvestmentEntryKind,
  type InvestmentSettings,
  type InvestmentSettingsInput,
} from '@shared/contract/advanced-tax-info';
import type { TaxStatementResult } from '@shared/contract/document-recognition';

/**
 * The entries of the investments section (issue 12): how a confirmed e-tax statement becomes
 * entries, and how a save by the person keeps the sources the server set. Pure functions; the
 * transaction around them is the caller's. Rules recorded in docs/decisions.md ('Investments
 * pre-filled from confirmed e-tax statements').
 */

/** One account or depot of a statement, as the entry it becomes (without id and source). */
export type StatementEntry = Omit<InvestmentEntryInput, 'id'> & { accountKey: string };

const AMOUNT_FIELDS = ['taxValueRappen', 'grossRevenueARappen', 'grossRevenueBRappen', 'withholdingTaxClaimRappen'] as const;
const MAX_RAPPEN = 10_000_000_000;

// Control characters (C0 and C1), which the section's text fields refuse.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;
// Half an emoji (a lone UTF-16 surrogate), which the text fields refuse too.
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A statement's text as the section's text fields take it: no control characters, single spaces, within the length. */
function cleanText(value: string | null, max: number): string {
  if (!value) return '';
  return value.replace(LONE_SURROGATES, '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/**
 * CHF as the statement states it -> Rappen; null when unknown, negative (a debt is no wealth:
 * the person or the expert enters it where debts go) or beyond what the section accepts.
 */
function rappen(francs: number | null): number | null {
  if (francs === null || !Number.isFinite(francs)) return null;
  const value = Math.round(francs * 100);
  return value < 0 || value > MAX_RAPPEN ? null : value;
}

/** The sum of a depot's securities; null when none states the figure. */
function sum(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
}

/**
 * A statement's bank accounts and depots as entries. The key (kind and number) finds an entry
 * again when the statement is confirmed anew; a number listed twice gets a running suffix.
 */
export function entriesFromStatement(statement: TaxStatementResult): StatementEntry[] {
  const institution = cleanText(statement.institution, 120);
  const seen = new Map<string, number>();
  const keyOf = (kind: InvestmentEntryKind, number: string) => {
    const base = `${kind}:${number}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  };
  const accounts = statement.accounts.map(
    (account): StatementEntry => ({
      accountKey: keyOf('bankAccount', account.bankAccountNumber),
      kind: 'bankAccount',
      description: cleanText([institution, cleanText(account.name, 120)].filter(Boolean).join(' · '), 200),
      reference: cleanText(account.bankAccountNumber, 60),
      taxValueRappen: rappen(account.totalTaxValue),
      grossRevenueARappen: rappen(account.totalGrossRevenueA),
      grossRevenueBRappen: rappen(account.totalGrossRevenueB),
      withholdingTaxClaimRappen: rappen(account.totalWithHoldingTaxClaim),
    }),
  );
  const depots = statement.depots.map(
    (depot): StatementEntry => ({
      accountKey: keyOf('securitiesDepot', depot.depotNumber),
      kind: 'securitiesDepot',
      description: institution,
      reference: cleanText(depot.depotNumber, 60),
      taxValueRappen: rappen(sum(depot.securities.map((s) => s.taxValue))),
      grossRevenueARappen: rappen(sum(depot.securities.map((s) => s.grossRevenueA))),
      grossRevenueBRappen: rappen(sum(depot.securities.map((s) => s.grossRevenueB))),
      withholdingTaxClaimRappen: rappen(sum(depot.securities.map((s) => s.withHoldingTaxClaim))),
    }),
  );
  return [...accounts, ...depots];
}

/** The section before anything was saved: what the statement says the person holds, nothing else assumed. */
export function emptyInvestments(fromStatement: StatementEntry[]): InvestmentSettings {
  const accounts = fromStatement.filter((e) => e.kind === 'bankAccount').length;
  const depots = fromStatement.filter((e) => e.kind === 'securitiesDepot').length;
  return {
    ...NO_INVESTMENTS,
    holdsSecurities: depots > 0,
    bankAccountCount: Math.min(accounts, MAX_ACCOUNT_COUNT),
    custodyAccountCount: Math.min(depots, MAX_ACCOUNT_COUNT),
  };
}

export type StatementMergeResult =
  | { ok: true; entries: InvestmentEntry[]; added: number; updated: number; keptAsEdited: number; removed: number }
  | { ok: false; reason: 'tooManyEntries' };

/**
 * A confirmed statement's entries merged into the saved ones. An entry from the same statement
 * (same statement id and key) that the person has not changed takes the confirmed figures and
 * the newest source mark; one the person changed stays as it is; one the statement no longer
 * lists goes, unless the person changed it. Entries typed by hand and those of other statements
 * are never touched. Entries are matched by the statement's id, not the file: the same statement
 * uploaded twice (as PDF and as XML) fills each account once.
 */
export function mergeStatementEntries(
  saved: InvestmentEntry[],
  args: { statementId: string; fileId: number; fileName: string; confirmedAt: string; fromStatement: StatementEntry[]; newId?: () => string },
): StatementMergeResult {
  const newId = args.newId ?? randomUUID;
  const byKey = new Map(args.fromStatement.map((entry) => [entry.accountKey, entry]));
  const source = (accountKey: string) => ({
    fileId: args.fileId,
    fileName: args.fileName.slice(0, 255),
    statementId: args.statementId,
    accountKey,
    confirmedAt: args.confirmedAt,
    documentDeleted: false,
  });
  const matched = new Set<string>();
  let updated = 0;
  let keptAsEdited = 0;
  let removed = 0;
  const entries: InvestmentEntry[] = [];
  for (const entry of saved) {
    if (entry.source?.statementId !== args.statementId) {
      entries.push(entry);
      continue;
    }
    const next = byKey.get(entry.source.accountKey);
    if (next && !matched.has(next.accountKey)) matched.add(next.accountKey);
    else if (next) {
      // A second entry with the same key (saved twice by an earlier race): it goes like a stale one.
      if (entry.editedByHand) entries.push(entry);
      else removed++;
      continue;
    }
    if (entry.editedByHand) {
      entries.push(entry);
      keptAsEdited++;
    } else if (next) {
      const { accountKey, ...figures } = next;
      entries.push({ ...entry, ...figures, source: source(accountKey) });
      updated++;
    } else removed++;
  }
  let added = 0;
  for (const next of args.fromStatement) {
    if (matched.has(next.accountKey)) continue;
    const { accountKey, ...figures } = next;
    entries.push({ id: newId(), ...figures, source: source(accountKey), editedByHand: false });
    added++;
  }
  if (entries.length > MAX_INVESTMENT_ENTRIES) return { ok: false, reason: 'tooManyEntries' };
  return { ok: true, entries, added, updated, keptAsEdited, removed };
}

/** Whether the person changed what a pre-filled entry shows (kind, texts, amounts). */
function changedByPerson(saved: InvestmentEntry, sent: InvestmentEntryInput): boolean {
  const shown = (e: InvestmentEntryInput) => [e.kind, e.description, e.reference, ...AMOUNT_FIELDS.map((f) => e[f])];
  return !isDeepStrictEqual(shown(saved), shown(sent));
}

/**
 * The section as the person saves it, with the entries' sources kept by the server: an entry
 * sent with the id of a saved one keeps that one's source (a client cannot make up a source
 * mark) and is marked edited once its figures differ from the saved ones; an entry with an
 * unknown or repeated id is a new one typed by hand; a saved entry not sent was deleted.
 */
export function settingsFromSave(saved: InvestmentSettings | null, sent: InvestmentSettingsInput, newId: () => string = randomUUID): InvestmentSettings {
  if (sent.entries === undefined) return { ...sent, entries: (saved?.entries ?? []).map(withoutReaderFindings) };
  const savedById = new Map((saved?.entries ?? []).map((entry) => [entry.id, entry]));
  const used = new Set<string>();
  const entries = sent.entries.map((entry): InvestmentEntry => {
    const previous = entry.id !== null && !used.has(entry.id) ? savedById.get(entry.id) : undefined;
    if (!previous) return { ...entry, id: newId(), source: null, editedByHand: false };
    used.add(previous.id);
    const editedByHand = previous.source !== null && (previous.editedByHand || changedByPerson(previous, entry));
    return { ...withoutReaderFindings(previous), ...entry, id: previous.id, editedByHand };
  });
  return { ...sent, entries };
}

/** documentDeleted is the reader's finding (read.ts), not something to store. */
function withoutReaderFindings(entry: InvestmentEntry): InvestmentEntry {
  return entry.source ? { ...entry, source: { ...entry.source, documentDeleted: false } } : entry;
}
