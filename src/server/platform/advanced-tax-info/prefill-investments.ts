import { taxStatementResultSchema } from '@shared/contract/document-recognition';
import { advancedChangeBlocker, autoEnabledSections } from '@shared/domain/advanced-sections';
import { INITIAL_TAX_STATUS_ID } from '@shared/domain/tax-status';
import { isTaxYearOpen } from '@shared/domain/tax-years';
import type { Tx } from '../../db/connect';
import { writeAudit } from '../audit/data';
import { findTaxYearStatusForChange } from '../tax-status/data';
import { loadUserView } from '../users/view';
import { findOwnedFile, findSection, insertPreferenceIfAbsent, upsertSection } from './data';
import { emptyInvestments, entriesFromStatement, mergeStatementEntries } from './investment-entries';
import { parseSection } from './read';

export type InvestmentsPrefill =
  | { prefilled: true; taxYear: number; added: number; updated: number; keptAsEdited: number; removed: number }
  | {
      prefilled: false;
      reason: 'notAStatement' | 'yearNotOpen' | 'sectionLocked' | 'wrongStatus' | 'taxPeriodMismatch' | 'sectionUnreadable' | 'tooManyEntries';
    };

/**
 * Issue 12: a confirmed bank e-tax statement fills the investments section of its document's tax
 * year with its accounts and depots, each marked with the document. Runs in the confirmation's
 * transaction (the document-recognition feature calls it from there), so the confirmation and
 * the entries commit together or not at all. The advanced section's own rules apply: no pre-fill
 * into a year that is not open, locked ('Finish Section') or past the document phase; the
 * confirmation itself still counts. Every outcome leaves an audit row naming counts only, never
 * an account number or amount.
 */
export async function prefillInvestmentsFromConfirmedDocument(
  tx: Tx,
  args: { userId: number; fileId: number; kind: string; confirmedResult: unknown; confirmedAt: Date; now: Date },
): Promise<InvestmentsPrefill> {
  const outcome = await prefill(tx, args);
  if (outcome.prefilled || outcome.reason !== 'notAStatement') {
    await writeAudit(tx, {
      userId: args.userId,
      actorUserId: args.userId,
      action: outcome.prefilled ? 'advanced_tax.prefill' : 'advanced_tax.prefill_skipped',
      details: { section: 'investments', fileId: args.fileId, ...outcome },
      at: args.now,
    });
  }
  return outcome;
}

async function prefill(
  tx: Tx,
  args: { userId: number; fileId: number; kind: string; confirmedResult: unknown; confirmedAt: Date; now: Date },
): Promise<InvestmentsPrefill> {
  if (args.kind !== 'ech0196') return { prefilled: false, reason: 'notAStatement' };
  const statement = taxStatementResultSchema.safeParse(args.confirmedResult);
  const file = await findOwnedFile(tx, args.userId, args.fileId);
  if (!statement.success || !file) return { prefilled: false, reason: 'notAStatement' };
  const { taxYear } = file;
  if (!isTaxYearOpen(taxYear, args.now)) return { prefilled: false, reason: 'yearNotOpen' };
  // A statement of another period filed under this year holds that period's figures, not this year's.
  if (statement.data.taxPeriod !== taxYear) return { prefilled: false, reason: 'taxPeriodMismatch' };
  // Locks the year's status row like a section save, so a concurrent lock or transmission waits.
  const status = await findTaxYearStatusForChange(tx, args.userId, taxYear);
  const blocker = advancedChangeBlocker({ statusId: status?.statusId ?? INITIAL_TAX_STATUS_ID, locked: status?.advancedTaxLocked ?? false });
  if (blocker === 'SECTION_LOCKED') return { prefilled: false, reason: 'sectionLocked' };
  if (blocker === 'WRONG_STATUS') return { prefilled: false, reason: 'wrongStatus' };

  const fromStatement = entriesFromStatement(statement.data);
  const stored = await findSection(tx, args.userId, taxYear, 'investments');
  const saved = stored ? parseSection('investments', stored.data) : emptyInvestments(fromStatement);
  // A saved section that today's schema no longer reads is left for the person to save again, not overwritten.
  if (!saved) return { prefilled: false, reason: 'sectionUnreadable' };
  const merged = mergeStatementEntries(saved.entries, {
    statementId: statement.data.id,
    fileId: args.fileId,
    fileName: file.originalName,
    confirmedAt: args.confirmedAt.toISOString(),
    fromStatement,
  });
  if (!merged.ok) return { prefilled: false, reason: merged.reason };
  await upsertSection(tx, { userId: args.userId, taxYear, section: 'investments', data: { ...saved, entries: merged.entries }, now: args.now });
  // The section shows up on the overview: switched on when the profile does not already, unless the person switched it off by hand.
  const user = await loadUserView(tx, args.userId, taxYear);
  if (user && !autoEnabledSections(user).investments) {
    await insertPreferenceIfAbsent(tx, { userId: args.userId, taxYear, categoryId: 'investments', isRelevant: true, now: args.now });
  }
  const { added, updated, keptAsEdited, removed } = merged;
  return { prefilled: true, taxYear, added, updated, keptAsEdited, removed };
}
