import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { TAX_STATUS } from '@shared/domain/tax-status';
import type { DbOrTx } from '../../db/connect';
import { auditLog, caseNotes, contactRequests, documentRecognitions, files, messages, subscriptions, taxReturns, taxYearStatuses, users } from '../../db/schema';
import { RECOGNITION_IDENTIFIER_PATHS } from '../../platform/encryption-at-rest/identifier-paths';
import { fieldKeyring, openJsonFields } from '../../platform/field-encryption';

// ---- The queue ----

/** The statuses that make a year a case in the experts' queue. */
export const QUEUE_STATUS_IDS = [TAX_STATUS.processing, TAX_STATUS.reviewRequired] as const;

export type QueueFilter = { statusIds: readonly number[]; taxYear?: number; canton?: string; q?: string };

export type CaseRow = {
  userId: number;
  taxYear: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  canton: string | null;
  statusId: number;
  plan: 'basic' | 'premium' | null;
  transmittedAt: Date | null;
  documentsRequestedAt: Date | null;
  unreadMessages: number;
  openContactRequests: number;
};

/** `%text%` for ILIKE with the wildcards of the search text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every filter reads the case row alone: the taxpayer's canton and search text are copied onto
 * it (tax_year_statuses.taxpayer_*), so no filter joins the cases to users. The filter's values
 * are placeholders (queueParams fills them): the statements are prepared once per combination of
 * filters (preparedQueue).
 */
function whereOf(filter: QueueFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(taxYearStatuses.statusId, [...filter.statusIds])];
  if (filter.taxYear !== undefined) conditions.push(eq(taxYearStatuses.taxYear, sql.placeholder('taxYear')));
  if (filter.canton) conditions.push(eq(taxYearStatuses.taxpayerCanton, sql.placeholder('canton')));
  // Name and e-mail as one text, so tax_year_statuses_queue_search_idx answers it (pg_trgm).
  if (filter.q) conditions.push(sql`${taxYearStatuses.taxpayerSearchText} ilike ${sql.placeholder('pattern')}`);
  return and(...conditions);
}

/** The values of whereOf's placeholders. */
function queueParams(filter: QueueFilter) {
  return { taxYear: filter.taxYear, canton: filter.canton, pattern: filter.q ? containing(filter.q) : undefined };
}

// Counted per case row of the page only (correlated, index-only: messages_unread_idx and
// contact_requests_open_unique). Messages without a year belong to every case of their taxpayer.
const unreadMessages = sql<number>`(
  select count(*)::int from messages m
  where m.user_id = ${taxYearStatuses.userId}
    and (m.tax_year = ${taxYearStatuses.taxYear} or m.tax_year is null)
    and m.direction = 'from_taxpayer' and m.read_at is null)`;
const openContactRequests = sql<number>`(
  select count(*)::int from contact_requests c
  where c.user_id = ${taxYearStatuses.userId} and c.tax_year = ${taxYearStatuses.taxYear} and c.resolved_at is null)`;
/**
 * Premium first, then basic, then (should it happen) a case without a plan; then the oldest
 * transmission, the user and the year (a stable order for paging). Exactly the order of
 * tax_year_statuses_queue_idx (plan_rank is the year's plan, kept in step with subscriptions),
 * so a page is read off the index instead of sorting every case.
 */
const queueOrder = [
  sql`${taxYearStatuses.planRank} desc nulls last`,
  sql`${taxYearStatuses.transmittedAt} asc nulls last`,
  asc(taxYearStatuses.userId),
  asc(taxYearStatuses.taxYear),
];

const caseColumns = {
  userId: taxYearStatuses.userId,
  taxYear: taxYearStatuses.taxYear,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  canton: users.cantonOfResidence,
  statusId: taxYearStatuses.statusId,
  plan: subscriptions.plan,
  transmittedAt: taxYearStatuses.transmittedAt,
  documentsRequestedAt: taxYearStatuses.documentsRequestedAt,
  unreadMessages,
  openContactRequests,
};

/**
 * How many cases match the filter (the plan does not filter, so no join to subscriptions): an
 * index-only scan of tax_year_statuses_queue_idx (or its canton twin), or for a search a bitmap
 * of tax_year_statuses_queue_search_idx.
 */
const countOf = (db: DbOrTx, filter: QueueFilter) => db.select({ n: count() }).from(taxYearStatuses).where(whereOf(filter));

/**
 * One page of the queue in queueOrder and how many cases match, in one statement: one round trip
 * instead of two. The page's keys come first, read in order off tax_year_statuses_queue_idx (or
 * tax_year_statuses_queue_canton_idx, or sorted from the search index's few matches); only the
 * page's 25 rows are then joined to users and subscriptions and get their unread and
 * open-request counts, so a later page does not pay for the rows it skips. The total rides on
 * every row as an uncorrelated subquery, which runs once; a page past the end has no row to
 * carry it, so only then is it counted on its own.
 */
function queuePageStatements(db: DbOrTx, filter: QueueFilter, shape: string) {
  const pageKeys = db
    .select({ userId: taxYearStatuses.userId, taxYear: taxYearStatuses.taxYear })
    .from(taxYearStatuses)
    .where(whereOf(filter))
    .orderBy(...queueOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_keys');
  const page = db
    .select({ ...caseColumns, total: sql<number>`(${countOf(db, filter)})` })
    .from(pageKeys)
    .innerJoin(taxYearStatuses, and(eq(taxYearStatuses.userId, pageKeys.userId), eq(taxYearStatuses.taxYear, pageKeys.taxYear)))
    .innerJoin(users, eq(users.id, taxYearStatuses.userId))
    .leftJoin(subscriptions, and(eq(subscriptions.userId, taxYearStatuses.userId), eq(subscriptions.taxYear, taxYearStatuses.taxYear)))
    .orderBy(...queueOrder)
    .prepare(`expert_queue_page_${shape}`);
  return { page, total: countOf(db, filter).prepare(`expert_queue_total_${shape}`) };
}

/**
 * The queue's statements, built and prepared once per database handle and combination of filters
 * (at most 24): building the SQL cost ~0.3 ms of the server's CPU per request and planning it
 * ~0.7 ms of PostgreSQL's, about a quarter of a request's work (README, benchmarks).
 */
const preparedQueues = new WeakMap<DbOrTx, Map<string, ReturnType<typeof queuePageStatements>>>();
function preparedQueue(db: DbOrTx, filter: QueueFilter) {
  const shape = [...filter.statusIds, filter.taxYear !== undefined && 'year', filter.canton && 'canton', filter.q && 'search'].filter(Boolean).join('_');
  let byShape = preparedQueues.get(db);
  if (!byShape) preparedQueues.set(db, (byShape = new Map()));
  let statements = byShape.get(shape);
  if (!statements) byShape.set(shape, (statements = queuePageStatements(db, filter, shape)));
  return statements;
}

export async function listQueuePage(
  db: DbOrTx,
  filter: QueueFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: CaseRow[]; total: number }> {
  const statements = preparedQueue(db, filter);
  const params = queueParams(filter);
  const rows = await statements.page.execute({ ...params, limit: page.limit, offset: page.offset });
  if (rows.length === 0) {
    const total = page.offset === 0 ? 0 : Number((await statements.total.execute(params))[0]?.n ?? 0);
    return { rows: [], total };
  }
  return { rows: rows.map(({ total: _total, ...row }) => normalize(row)), total: Number(rows[0]!.total) };
}

/** One case (any status: the caller decides which it may open), with the same columns as the queue. */
export async function findCase(db: DbOrTx, userId: number, taxYear: number): Promise<CaseRow | undefined> {
  const rows = await db
    .select(caseColumns)
    .from(taxYearStatuses)
    .innerJoin(users, eq(users.id, taxYearStatuses.userId))
    .leftJoin(subscriptions, and(eq(subscriptions.userId, taxYearStatuses.userId), eq(subscriptions.taxYear, taxYearStatuses.taxYear)))
    .where(and(eq(taxYearStatuses.userId, userId), eq(taxYearStatuses.taxYear, taxYear)))
    .limit(1);
  return rows[0] ? normalize(rows[0]) : undefined;
}

function normalize(row: Omit<CaseRow, 'unreadMessages' | 'openContactRequests'> & { unreadMessages: unknown; openContactRequests: unknown }): CaseRow {
  // Drivers differ in how they hand back raw SQL values (dates, numbers): settle them here.
  const toDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
  return {
    ...row,
    transmittedAt: toDate(row.transmittedAt),
    documentsRequestedAt: toDate(row.documentsRequestedAt),
    unreadMessages: Number(row.unreadMessages),
    openContactRequests: Number(row.openContactRequests),
  };
}

// ---- One case ----

/**
 * The rows of one case (a taxpayer × tax year) for the experts. Every query filters by the
 * taxpayer and the year in SQL.
 */

export type FileRow = typeof files.$inferSelect;
export type TaxReturnRow = typeof taxReturns.$inferSelect;
type NameParts = { id: number; firstName: string | null; lastName: string | null; email: string } | null;

const author = aliasedTable(users, 'author');
// The id comes first: Drizzle reads a left-joined object as missing when its first column is null.
const authorName = { id: author.id, firstName: author.firstName, lastName: author.lastName, email: author.email };

/** The messages of a case: those of its year and those sent before years were recorded. */
const ofCaseYear = (taxYear: number) => or(eq(messages.taxYear, taxYear), isNull(messages.taxYear));

export async function listCaseFiles(db: DbOrTx, userId: number, taxYear: number): Promise<FileRow[]> {
  return db.select().from(files).where(and(eq(files.userId, userId), eq(files.taxYear, taxYear))).orderBy(asc(files.categoryId), desc(files.createdAt), desc(files.id));
}

export async function findCaseFile(db: DbOrTx, args: { userId: number; taxYear: number; fileId: number }): Promise<FileRow | undefined> {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.id, args.fileId), eq(files.userId, args.userId), eq(files.taxYear, args.taxYear)))
    .limit(1);
  return rows[0];
}

export type CaseRecognitionRow = Pick<
  typeof documentRecognitions.$inferSelect,
  'fileId' | 'status' | 'kind' | 'result' | 'confirmedResult' | 'confirmedAt' | 'changedByTaxpayer' | 'failure'
>;

/** What was recognised in the documents of a case: one query for all of them, not one per document. */
export async function listCaseRecognitions(db: DbOrTx, userId: number, taxYear: number): Promise<CaseRecognitionRow[]> {
  const rows = await db
    .select({
      fileId: documentRecognitions.fileId,
      status: documentRecognitions.status,
      kind: documentRecognitions.kind,
      result: documentRecognitions.result,
      confirmedResult: documentRecognitions.confirmedResult,
      confirmedAt: documentRecognitions.confirmedAt,
      changedByTaxpayer: documentRecognitions.changedByTaxpayer,
      failure: documentRecognitions.failure,
    })
    .from(documentRecognitions)
    .innerJoin(files, eq(files.id, documentRecognitions.fileId))
    .where(and(eq(documentRecognitions.userId, userId), eq(files.userId, userId), eq(files.taxYear, taxYear)));
  // The identifiers in the figures are stored encrypted: the service gets them as read.
  const keyring = fieldKeyring();
  return rows.map((row) => ({
    ...row,
    result: openJsonFields(keyring, row.result, RECOGNITION_IDENTIFIER_PATHS),
    confirmedResult: openJsonFields(keyring, row.confirmedResult, RECOGNITION_IDENTIFIER_PATHS),
  }));
}

export type ThreadRow = typeof messages.$inferSelect & { author: NameParts };

export async function listCaseThread(db: DbOrTx, userId: number, taxYear: number): Promise<ThreadRow[]> {
  return db
    .select({
      id: messages.id,
      userId: messages.userId,
      taxYear: messages.taxYear,
      direction: messages.direction,
      kind: messages.kind,
      authorUserId: messages.authorUserId,
      body: messages.body,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
      author: authorName,
    })
    .from(messages)
    .leftJoin(author, eq(author.id, sql`coalesce(${messages.authorUserId}, ${messages.userId})`))
    .where(and(eq(messages.userId, userId), ofCaseYear(taxYear)))
    .orderBy(asc(messages.createdAt), asc(messages.id)) as Promise<ThreadRow[]>;
}

/** The taxpayer's messages of this case that no one at the provider has read yet become read. */
export async function markTaxpayerMessagesRead(db: DbOrTx, args: { userId: number; taxYear: number; now: Date }): Promise<number> {
  const updated = await db
    .update(messages)
    .set({ readAt: args.now })
    .where(and(eq(messages.userId, args.userId), ofCaseYear(args.taxYear), eq(messages.direction, 'from_taxpayer'), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return updated.length;
}

export async function insertStaffMessage(
  db: DbOrTx,
  row: { userId: number; taxYear: number; authorUserId: number; kind: 'message' | 'documents_missing'; body: string; createdAt: Date },
): Promise<number> {
  const rows = await db
    .insert(messages)
    .values({ ...row, direction: 'to_taxpayer' })
    .returning({ id: messages.id });
  return rows[0]!.id;
}

export async function listNotes(db: DbOrTx, userId: number, taxYear: number) {
  return db
    .select({ id: caseNotes.id, body: caseNotes.body, createdAt: caseNotes.createdAt, author: authorName })
    .from(caseNotes)
    .leftJoin(author, eq(author.id, caseNotes.authorUserId))
    .where(and(eq(caseNotes.userId, userId), eq(caseNotes.taxYear, taxYear)))
    .orderBy(asc(caseNotes.createdAt), asc(caseNotes.id));
}

export async function insertNote(db: DbOrTx, row: { userId: number; taxYear: number; authorUserId: number; body: string; createdAt: Date }): Promise<number> {
  const rows = await db.insert(caseNotes).values(row).returning({ id: caseNotes.id });
  return rows[0]!.id;
}

export async function listContactRequests(db: DbOrTx, userId: number, taxYear: number) {
  return db
    .select()
    .from(contactRequests)
    .where(and(eq(contactRequests.userId, userId), eq(contactRequests.taxYear, taxYear)))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
}

/** Marks an open request of this case handled; false when there is none (unknown, other case, already handled). */
export async function resolveContactRequest(db: DbOrTx, args: { userId: number; taxYear: number; requestId: number; resolvedBy: number; now: Date }): Promise<boolean> {
  const updated = await db
    .update(contactRequests)
    .set({ resolvedAt: args.now, resolvedBy: args.resolvedBy })
    .where(
      and(
        eq(contactRequests.id, args.requestId),
        eq(contactRequests.userId, args.userId),
        eq(contactRequests.taxYear, args.taxYear),
        isNull(contactRequests.resolvedAt),
      ),
    )
    .returning({ id: contactRequests.id });
  return updated.length === 1;
}

export async function findContactRequest(db: DbOrTx, args: { userId: number; taxYear: number; requestId: number }) {
  const rows = await db
    .select()
    .from(contactRequests)
    .where(and(eq(contactRequests.id, args.requestId), eq(contactRequests.userId, args.userId), eq(contactRequests.taxYear, args.taxYear)))
    .limit(1);
  return rows[0];
}

/** The finished-return versions of a case, newest first. */
export async function listReturns(db: DbOrTx, userId: number, taxYear: number) {
  return db
    .select({ row: taxReturns, uploader: authorName })
    .from(taxReturns)
    .leftJoin(author, eq(author.id, taxReturns.uploadedBy))
    .where(and(eq(taxReturns.userId, userId), eq(taxReturns.taxYear, taxYear)))
    .orderBy(desc(taxReturns.createdAt), desc(taxReturns.id));
}

export async function findReturn(db: DbOrTx, args: { userId: number; taxYear: number; returnId: number }): Promise<TaxReturnRow | undefined> {
  const rows = await db
    .select()
    .from(taxReturns)
    .where(and(eq(taxReturns.id, args.returnId), eq(taxReturns.userId, args.userId), eq(taxReturns.taxYear, args.taxYear)))
    .limit(1);
  return rows[0];
}

export async function insertReturn(db: DbOrTx, row: typeof taxReturns.$inferInsert): Promise<TaxReturnRow> {
  const rows = await db.insert(taxReturns).values(row).returning();
  return rows[0]!;
}

/** Stamps the case's milestones (finished return uploaded, submitted to the tax authority). */
export async function stampCase(
  db: DbOrTx,
  args: { userId: number; taxYear: number; now: Date; returnUploadedAt?: Date; completedAt?: Date; documentsRequestedAt?: null },
): Promise<void> {
  const { userId, taxYear, now, ...set } = args;
  await db
    .update(taxYearStatuses)
    .set({ ...set, updatedAt: now })
    .where(and(eq(taxYearStatuses.userId, userId), eq(taxYearStatuses.taxYear, taxYear)));
}

/**
 * The audit actions that move a year's status (the case page's history). Every step writes
 * 'tax_status.change' now (advanceTaxStatus); transmissions before that wrote 'tax_year.transmit'.
 */
export const STATUS_HISTORY_ACTIONS = ['tax_status.change', 'tax_year.transmit'] as const;

/** The status steps of one case from the audit log, oldest first, with who made them. */
export async function listStatusHistory(db: DbOrTx, userId: number, taxYear: number) {
  return db
    .select({ at: auditLog.createdAt, details: auditLog.details, actorUserId: auditLog.actorUserId, actor: authorName, actorRole: author.role })
    .from(auditLog)
    .leftJoin(author, eq(author.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.userId, userId),
        inArray(auditLog.action, [...STATUS_HISTORY_ACTIONS]),
        sql`${auditLog.details}->>'taxYear' = ${String(taxYear)}`,
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
