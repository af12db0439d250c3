import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connect';
import { advancedTaxSections, documentRecognitions, files, taxDeclarations, taxReturns, users } from '../../db/schema';
import type { JsonFieldPath } from '../field-encryption';

/**
 * The queries of the start-up re-encryption (reencrypt.ts). Each finder returns only rows that
 * still hold an identifier in plain or under an earlier key (`prefix` is the current key's), so
 * a start with nothing to do reads no row, and a batch that was handled no longer matches: the
 * caller repeats until a batch comes back empty. Every update is compare-and-set on the value
 * it read, so a save that happened meanwhile (already encrypted with the current key) wins.
 */

const BATCH = 500;

/** A text value that is not empty and not made with the current key. */
const needsTextReseal = (column: AnyPgColumn, prefix: string): SQL =>
  sql`(coalesce(${column}, '') <> '' and not starts_with(${column}, ${prefix}))`;

/** Some string at one of the paths is neither empty nor made with the current key (lax jsonpath walks arrays). */
function needsJsonReseal(column: AnyPgColumn, paths: readonly JsonFieldPath[], prefix: string): SQL {
  const literal = (s: string) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  const checks = paths.map((path) => {
    const jsonPath = `$${path.map((key) => `.${literal(key)}`).join('')} ? (@ != "" && !(@ starts with ${literal(prefix)}))`;
    return sql`jsonb_path_exists(${column}, ${jsonPath}::jsonpath)`;
  });
  return sql`(${sql.join(checks, sql` or `)})`;
}

export async function usersToReseal(db: DbOrTx, prefix: string) {
  return db
    .select({ id: users.id, ahvNumber: users.ahvNumber, taxAddress: users.taxAddress })
    .from(users)
    .where(or(needsTextReseal(users.ahvNumber, prefix), needsTextReseal(users.taxAddress, prefix)))
    .orderBy(asc(users.id))
    .limit(BATCH);
}

export async function updateUserIdentifiers(
  db: DbOrTx,
  id: number,
  read: { ahvNumber: string | null; taxAddress: string | null },
  sealed: { ahvNumber: string | null; taxAddress: string | null },
): Promise<void> {
  await db
    .update(users)
    .set(sealed)
    .where(
      and(
        eq(users.id, id),
        sql`${users.ahvNumber} is not distinct from ${read.ahvNumber}`,
        sql`${users.taxAddress} is not distinct from ${read.taxAddress}`,
      ),
    );
}

export async function sectionsToReseal(db: DbOrTx, pathsBySection: Readonly<Record<string, readonly JsonFieldPath[]>>, prefix: string) {
  const bySection = Object.entries(pathsBySection).map(
    ([section, paths]) => sql`(${advancedTaxSections.section} = ${section} and ${needsJsonReseal(advancedTaxSections.data, paths, prefix)})`,
  );
  return db
    .select({ userId: advancedTaxSections.userId, taxYear: advancedTaxSections.taxYear, section: advancedTaxSections.section, data: advancedTaxSections.data })
    .from(advancedTaxSections)
    .where(sql.join(bySection, sql` or `))
    .orderBy(asc(advancedTaxSections.userId), asc(advancedTaxSections.taxYear), asc(advancedTaxSections.section))
    .limit(BATCH);
}

export async function updateSectionData(db: DbOrTx, key: { userId: number; taxYear: number; section: string }, read: unknown, sealed: unknown): Promise<void> {
  await db
    .update(advancedTaxSections)
    .set({ data: sealed })
    .where(
      and(
        eq(advancedTaxSections.userId, key.userId),
        eq(advancedTaxSections.taxYear, key.taxYear),
        eq(advancedTaxSections.section, key.section),
        sql`${advancedTaxSections.data} = ${JSON.stringify(read)}::jsonb`,
      ),
    );
}

export async function declarationsToReseal(db: DbOrTx, paths: readonly JsonFieldPath[], prefix: string) {
  return db
    .select({ id: taxDeclarations.id, content: taxDeclarations.content })
    .from(taxDeclarations)
    .where(needsJsonReseal(taxDeclarations.content, paths, prefix))
    .orderBy(asc(taxDeclarations.id))
    .limit(BATCH);
}

export async function updateDeclarationContent(db: DbOrTx, id: number, read: unknown, sealed: Record<string, unknown>): Promise<void> {
  await db
    .update(taxDeclarations)
    .set({ content: sealed })
    .where(and(eq(taxDeclarations.id, id), sql`${taxDeclarations.content} = ${JSON.stringify(read)}::jsonb`));
}

export type RecognitionResults = { result: unknown; confirmedResult: unknown };

/** A null column stays out of jsonb_path_exists (null), so only a present result can match. */
export async function recognitionsToReseal(db: DbOrTx, paths: readonly JsonFieldPath[], prefix: string) {
  return db
    .select({ fileId: documentRecognitions.fileId, result: documentRecognitions.result, confirmedResult: documentRecognitions.confirmedResult })
    .from(documentRecognitions)
    .where(or(needsJsonReseal(documentRecognitions.result, paths, prefix), needsJsonReseal(documentRecognitions.confirmedResult, paths, prefix)))
    .orderBy(asc(documentRecognitions.fileId))
    .limit(BATCH);
}

/** The value a jsonb column held as read: SQL null stays null (JSON.stringify would give the jsonb 'null'). */
const sameJsonb = (column: AnyPgColumn, read: unknown): SQL => sql`${column} is not distinct from ${read == null ? null : JSON.stringify(read)}::jsonb`;

export async function updateRecognitionResults(db: DbOrTx, fileId: number, read: RecognitionResults, sealed: RecognitionResults): Promise<void> {
  await db
    .update(documentRecognitions)
    .set({ result: sealed.result, confirmedResult: sealed.confirmedResult })
    .where(
      and(
        eq(documentRecognitions.fileId, fileId),
        sameJsonb(documentRecognitions.result, read.result),
        sameJsonb(documentRecognitions.confirmedResult, read.confirmedResult),
      ),
    );
}

/**
 * Wrapped file keys in id order after `afterId` (documents or finished returns). Which key
 * wrapped one shows only by trying, so these are read in pages, all of them, and only when an
 * earlier secret is configured.
 */
export async function wrappedKeysAfter(db: DbOrTx, table: 'files' | 'tax_returns', afterId: number) {
  const t = table === 'files' ? files : taxReturns;
  return db.select({ id: t.id, wrappedKey: t.wrappedKey }).from(t).where(gt(t.id, afterId)).orderBy(asc(t.id)).limit(BATCH);
}

export async function updateWrappedKey(db: DbOrTx, table: 'files' | 'tax_returns', id: number, read: string, rewrapped: string): Promise<void> {
  const t = table === 'files' ? files : taxReturns;
  await db
    .update(t)
    .set({ wrappedKey: rewrapped })
    .where(and(eq(t.id, id), eq(t.wrappedKey, read)));
}
