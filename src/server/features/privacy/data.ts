import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TAX_STATUS } from '@shared/domain/tax-status';
import type { DbOrTx } from '../../db/connect';
import {
  accountDeletionCodes,
  advancedTaxSections,
  auditLog,
  caseNotes,
  contactRequests,
  deviceTokens,
  documentRecognitions,
  files,
  invoices,
  messages,
  retainedAccountingRecords,
  sessions,
  signInCodes,
  subscriptions,
  taxCategoryPreferences,
  taxEfficiencyFigures,
  taxDeclarations,
  taxReturns,
  taxYearStatuses,
  termsAcceptances,
  users,
} from '../../db/schema';
import { STAFF_READ_ACTION } from '../../platform/audit/staff-access';
import { DECLARATION_IDENTIFIER_PATHS, RECOGNITION_IDENTIFIER_PATHS, SECTION_IDENTIFIER_PATHS } from '../../platform/encryption-at-rest/identifier-paths';
import { fieldKeyring, openJsonFields } from '../../platform/field-encryption';
import { openUserRow } from '../../platform/users/data';

/**
 * The staff reads of one taxpayer's data (audit rows `staff.read` about this user), with the
 * staff member's name and current role, newest first.
 */
export async function listStaffReads(db: DbOrTx, taxpayerUserId: number, limit: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      details: auditLog.details,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.userId, taxpayerUserId), eq(auditLog.action, STAFF_READ_ACTION)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Export: everything stored about one person, each query filtered by the person in SQL.

/** The person's row with its identifiers (AHV and tax number) decrypted. */
export async function findUser(db: DbOrTx, userId: number) {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] && openUserRow(rows[0]);
}

/**
 * A year's row without the queue's copies of the person's canton and search text (kept in step
 * with the user row for the experts' queue): the export has them once, in the user's own row.
 */
const { taxpayerCanton: _queueCanton, taxpayerSearchText: _queueSearchText, ...statusColumnsOfExport } = getTableColumns(taxYearStatuses);

/**
 * Every row of the person, table by table, one named query each. Secrets are left out on
 * purpose: session and device token hashes, code HMACs and the files' encryption envelopes are
 * ours, not data about them.
 */
function personalQueries(db: DbOrTx, userId: number) {
  return {
    statuses: () => db.select(statusColumnsOfExport).from(taxYearStatuses).where(eq(taxYearStatuses.userId, userId)).orderBy(asc(taxYearStatuses.taxYear)),
    declarations: () => db.select().from(taxDeclarations).where(eq(taxDeclarations.userId, userId)).orderBy(asc(taxDeclarations.id)),
    sections: () =>
      db.select().from(advancedTaxSections).where(eq(advancedTaxSections.userId, userId)).orderBy(asc(advancedTaxSections.taxYear), asc(advancedTaxSections.section)),
    preferences: () =>
      db
        .select()
        .from(taxCategoryPreferences)
        .where(eq(taxCategoryPreferences.userId, userId))
        .orderBy(asc(taxCategoryPreferences.taxYear), asc(taxCategoryPreferences.categoryId)),
    recognitions: () =>
      db
        .select({
          fileId: documentRecognitions.fileId,
          status: documentRecognitions.status,
          kind: documentRecognitions.kind,
          result: documentRecognitions.result,
          failure: documentRecognitions.failure,
          confirmedResult: documentRecognitions.confirmedResult,
          confirmedAt: documentRecognitions.confirmedAt,
          changedByTaxpayer: documentRecognitions.changedByTaxpayer,
          updatedAt: documentRecognitions.updatedAt,
        })
        .from(documentRecognitions)
        .where(eq(documentRecognitions.userId, userId))
        .orderBy(asc(documentRecognitions.fileId)),
    efficiencyFigures: () =>
      db
        .select({ taxYear: taxEfficiencyFigures.taxYear, figures: taxEfficiencyFigures.figures, updatedAt: taxEfficiencyFigures.updatedAt })
        .from(taxEfficiencyFigures)
        .where(eq(taxEfficiencyFigures.userId, userId))
        .orderBy(asc(taxEfficiencyFigures.taxYear)),
    threads: () =>
      db
        .select({
          id: messages.id,
          taxYear: messages.taxYear,
          direction: messages.direction,
          kind: messages.kind,
          body: messages.body,
          createdAt: messages.createdAt,
          readAt: messages.readAt,
        })
        .from(messages)
        .where(eq(messages.userId, userId))
        .orderBy(asc(messages.createdAt), asc(messages.id)),
    contacts: () => db.select().from(contactRequests).where(eq(contactRequests.userId, userId)).orderBy(asc(contactRequests.id)),
    subs: () => db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.taxYear)),
    bills: () => db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.id)),
    terms: () => db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, userId)).orderBy(asc(termsAcceptances.id)),
    documents: () => listDocuments(db, userId),
    returns: () => listTaxReturns(db, userId),
    audit: () => db.select().from(auditLog).where(eq(auditLog.userId, userId)).orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
    sessionRows: () =>
      db
        .select({ id: sessions.id, createdAt: sessions.createdAt, lastActiveAt: sessions.lastActiveAt, absoluteExpiresAt: sessions.absoluteExpiresAt, revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.id)),
    devices: () =>
      db
        .select({ id: deviceTokens.id, createdAt: deviceTokens.createdAt, expiresAt: deviceTokens.expiresAt, revokedAt: deviceTokens.revokedAt })
        .from(deviceTokens)
        .where(eq(deviceTokens.userId, userId))
        .orderBy(asc(deviceTokens.id)),
  };
}

type PersonalQueries = ReturnType<typeof personalQueries>;
type PersonalRows = { [K in keyof PersonalQueries]: Awaited<ReturnType<PersonalQueries[K]>> };

/**
 * Runs the queries one after the other: the deletion reads them inside its transaction, whose
 * one connection takes a single query at a time (concurrent ones would only queue there, and pg
 * deprecates that); the export is rare enough not to need a pool connection per table.
 */
export async function loadPersonalRows(db: DbOrTx, userId: number) {
  const rows: Partial<Record<keyof PersonalQueries, unknown>> = {};
  for (const [name, query] of Object.entries(personalQueries(db, userId))) rows[name as keyof PersonalQueries] = await query();
  const { declarations, sections, recognitions, ...rest } = rows as PersonalRows;
  // The identifiers inside the jsonb documents are stored encrypted: the person gets them plain.
  const keyring = fieldKeyring();
  return {
    ...rest,
    declarations: declarations.map((d) => ({ ...d, content: openJsonFields(keyring, d.content, DECLARATION_IDENTIFIER_PATHS) })),
    sections: sections.map((s) => ({ ...s, data: openJsonFields(keyring, s.data, SECTION_IDENTIFIER_PATHS[s.section] ?? []) })),
    recognitions: recognitions.map((r) => ({
      ...r,
      result: openJsonFields(keyring, r.result, RECOGNITION_IDENTIFIER_PATHS),
      confirmedResult: openJsonFields(keyring, r.confirmedResult, RECOGNITION_IDENTIFIER_PATHS),
    })),
  };
}

/** The person's uploaded documents with what opening them needs. */
export async function listDocuments(db: DbOrTx, userId: number) {
  return db.select().from(files).where(eq(files.userId, userId)).orderBy(asc(files.taxYear), asc(files.categoryId), asc(files.id));
}

/** Every version of the person's finished tax returns. */
export async function listTaxReturns(db: DbOrTx, userId: number) {
  return db.select().from(taxReturns).where(eq(taxReturns.userId, userId)).orderBy(asc(taxReturns.taxYear), asc(taxReturns.id));
}

// ---------------------------------------------------------------------------------------------
// The code confirming a deletion.

export async function latestDeletionCodeAt(db: DbOrTx, userId: number): Promise<Date | undefined> {
  const rows = await db
    .select({ createdAt: accountDeletionCodes.createdAt })
    .from(accountDeletionCodes)
    .where(eq(accountDeletionCodes.userId, userId))
    .orderBy(desc(accountDeletionCodes.createdAt))
    .limit(1);
  return rows[0]?.createdAt;
}

/** A new code voids every earlier one of the person, then takes its place. */
export async function replaceDeletionCode(db: DbOrTx, row: { userId: number; codeHmac: string; now: Date; expiresAt: Date }): Promise<number> {
  await db
    .update(accountDeletionCodes)
    .set({ voidedAt: row.now })
    .where(and(eq(accountDeletionCodes.userId, row.userId), isNull(accountDeletionCodes.usedAt), isNull(accountDeletionCodes.voidedAt)));
  const rows = await db
    .insert(accountDeletionCodes)
    .values({ userId: row.userId, codeHmac: row.codeHmac, createdAt: row.now, expiresAt: row.expiresAt })
    .returning({ id: accountDeletionCodes.id });
  return rows[0]!.id;
}

export async function deleteDeletionCode(db: DbOrTx, id: number): Promise<void> {
  await db.delete(accountDeletionCodes).where(eq(accountDeletionCodes.id, id));
}

export async function findUsableDeletionCode(db: DbOrTx, userId: number, now: Date) {
  const rows = await db
    .select({ id: accountDeletionCodes.id, codeHmac: accountDeletionCodes.codeHmac })
    .from(accountDeletionCodes)
    .where(
      and(
        eq(accountDeletionCodes.userId, userId),
        isNull(accountDeletionCodes.usedAt),
        isNull(accountDeletionCodes.voidedAt),
        gt(accountDeletionCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(accountDeletionCodes.createdAt))
    .limit(1);
  return rows[0];
}

/** Counts a wrong try; the try that reaches `maxAttempts` voids the code in the same statement. */
export async function recordFailedDeletionAttempt(db: DbOrTx, id: number, maxAttempts: number, now: Date): Promise<void> {
  await db
    .update(accountDeletionCodes)
    .set({
      failedAttempts: sql`${accountDeletionCodes.failedAttempts} + 1`,
      voidedAt: sql`case when ${accountDeletionCodes.failedAttempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else ${accountDeletionCodes.voidedAt} end`,
    })
    .where(eq(accountDeletionCodes.id, id));
}

/** Marks the code used; of concurrent confirmations only one wins. */
export async function claimDeletionCode(db: DbOrTx, id: number, maxAttempts: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountDeletionCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountDeletionCodes.id, id),
        isNull(accountDeletionCodes.usedAt),
        isNull(accountDeletionCodes.voidedAt),
        gt(accountDeletionCodes.expiresAt, now),
        lt(accountDeletionCodes.failedAttempts, maxAttempts),
      ),
    )
    .returning({ id: accountDeletionCodes.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------
// The deletion itself (inside the caller's transaction).

/**
 * Locks the person's row and then every one of their year rows, before a deletion reads what it
 * deletes. The order is the one every writer keeps (the user's row before their year rows; an
 * upload or an expert's change holds the year row and only needs the user row's key lock, which
 * `for no key update` leaves them). A change in flight on one of the years (an upload about to
 * add its file, an expert storing the return) therefore finishes first, and the deletion then
 * reads its rows too: it read before it waited, and an upload committed while it waited left its
 * encrypted file on disk until the next start's sweep. False when the person is gone already.
 */
export async function lockPersonWithYears(db: DbOrTx, userId: number): Promise<boolean> {
  const person = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if (person.length === 0) return false;
  await db.select({ taxYear: taxYearStatuses.taxYear }).from(taxYearStatuses).where(eq(taxYearStatuses.userId, userId)).orderBy(asc(taxYearStatuses.taxYear)).for('update');
  return true;
}

/** The person's years that sit with the experts (status 4 or 5): the cases the deletion closes. */
export async function openCases(db: DbOrTx, userId: number) {
  return db
    .select({ taxYear: taxYearStatuses.taxYear, statusId: taxYearStatuses.statusId })
    .from(taxYearStatuses)
    .where(and(eq(taxYearStatuses.userId, userId), inArray(taxYearStatuses.statusId, [TAX_STATUS.processing, TAX_STATUS.reviewRequired])));
}

/** Up to `limit` retained records not sealed under the current key (prefix), oldest first. */
export async function retainedRecordsToReseal(db: DbOrTx, currentPrefix: string, limit: number) {
  return db
    .select({ id: retainedAccountingRecords.id, sealed: retainedAccountingRecords.sealed })
    .from(retainedAccountingRecords)
    .where(sql`not starts_with(${retainedAccountingRecords.sealed}, ${currentPrefix})`)
    .orderBy(asc(retainedAccountingRecords.id))
    .limit(limit);
}

/** Compare-and-set: only a record still holding what was read is replaced. */
export async function replaceSealedRecord(db: DbOrTx, id: number, read: string, sealed: string): Promise<void> {
  await db
    .update(retainedAccountingRecords)
    .set({ sealed })
    .where(and(eq(retainedAccountingRecords.id, id), eq(retainedAccountingRecords.sealed, read)));
}

/** Deletes the retained records whose retention period has ended; answers how many. */
export async function deleteExpiredRetainedRecords(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db.delete(retainedAccountingRecords).where(lt(retainedAccountingRecords.deleteAfter, now)).returning({ id: retainedAccountingRecords.id });
  return rows.length;
}

export async function insertRetainedRecords(db: DbOrTx, rows: (typeof retainedAccountingRecords.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(retainedAccountingRecords).values(rows);
}

/**
 * Removes every row of the person. The foreign keys would cascade from `users` alone; each
 * table is named here anyway so a reader sees what goes, and a table added later without a
 * cascade fails loudly at the `users` delete instead of keeping data behind. The audit rows
 * about the person go too (they hold what changed); rows they wrote about others (an expert's
 * reads) stay, their actor id pointing at nobody. Sign-in codes are keyed by the address.
 */
export async function deletePersonRows(db: DbOrTx, user: { id: number; email: string }): Promise<void> {
  const id = user.id;
  await db.delete(accountDeletionCodes).where(eq(accountDeletionCodes.userId, id));
  await db.delete(sessions).where(eq(sessions.userId, id));
  await db.delete(deviceTokens).where(eq(deviceTokens.userId, id));
  await db.delete(taxYearStatuses).where(eq(taxYearStatuses.userId, id));
  await db.delete(messages).where(eq(messages.userId, id));
  await db.delete(termsAcceptances).where(eq(termsAcceptances.userId, id));
  await db.delete(taxDeclarations).where(eq(taxDeclarations.userId, id));
  await db.delete(files).where(eq(files.userId, id));
  await db.delete(advancedTaxSections).where(eq(advancedTaxSections.userId, id));
  await db.delete(taxCategoryPreferences).where(eq(taxCategoryPreferences.userId, id));
  await db.delete(subscriptions).where(eq(subscriptions.userId, id));
  await db.delete(invoices).where(eq(invoices.userId, id));
  await db.delete(contactRequests).where(eq(contactRequests.userId, id));
  await db.delete(taxReturns).where(eq(taxReturns.userId, id));
  await db.delete(caseNotes).where(eq(caseNotes.userId, id));
  await db.delete(auditLog).where(eq(auditLog.userId, id));
  await db.delete(signInCodes).where(eq(signInCodes.email, user.email));
  await db.delete(users).where(eq(users.id, id));
}
