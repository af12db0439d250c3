import { z } from 'zod';
import type { TaxStatementResult } from '@shared/contract/document-recognition';
import { formatRappenForInput, parseChfToRappen } from '@client/lib/chf-amount';

/** The four totals of an e-tax statement the taxpayer may correct before confirming. */
export const STATEMENT_TOTAL_KEYS = ['totalTaxValue', 'totalGrossRevenueA', 'totalGrossRevenueB', 'totalWithHoldingTaxClaim'] as const;
export type StatementTotalKey = (typeof STATEMENT_TOTAL_KEYS)[number];

/** The form holds the totals as typed ("39’351.02"). */
export type StatementTotalsFormValues = Record<StatementTotalKey, string>;
export type StatementTotalsRappen = Record<StatementTotalKey, number>;

/** CHF (the statement's number) -> Rappen; the statement may carry more decimals than a person types. */
export const chfToRappen = (chf: number): number => Math.round(chf * 100);

export function statementTotalsFormValues(result: TaxStatementResult): StatementTotalsFormValues {
  return Object.fromEntries(STATEMENT_TOTAL_KEYS.map((key) => [key, formatRappenForInput(chfToRappen(result[key]))])) as StatementTotalsFormValues;
}

/** A total is required (the statement has one): empty or unreadable text is `amountInvalid`. */
const requiredChfText = z.string().transform((text, ctx) => {
  const rappen = parseChfToRappen(text);
  if (rappen === null || Number.isNaN(rappen)) {
    ctx.addIssue({ code: 'custom', message: 'amountInvalid' });
    return z.NEVER;
  }
  return rappen;
});

export const statementTotalsFormSchema = z.object({
  totalTaxValue: requiredChfText,
  totalGrossRevenueA: requiredChfText,
  totalGrossRevenueB: requiredChfText,
  totalWithHoldingTaxClaim: requiredChfText,
});

/**
 * The result to confirm: a total the person left as shown keeps the statement's own value (to
 * the last decimal), so only a real correction counts as 'changed by the taxpayer'.
 */
export function confirmedStatement(result: TaxStatementResult, totals: StatementTotalsRappen): TaxStatementResult {
  const confirmed = { ...result };
  for (const key of STATEMENT_TOTAL_KEYS) {
    if (totals[key] !== chfToRappen(result[key])) confirmed[key] = totals[key] / 100;
  }
  return confirmed;
}
