import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Where an encrypted file lies and how to open it (platform/storage.ts): the random storage key
 * on disk and the AES-256-GCM envelope (IV, tag, the file key wrapped with the app's key).
 */
const encryptedBlobColumns = () => ({
  storageKey: text('storage_key').notNull(),
  iv: text('iv').notNull(),
  authTag: text('auth_tag').notNull(),
  wrappedKey: text('wrapped_key').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role', { enum: ['user', 'expert', 'admin'] }).notNull().default('user'),
    language: text('language').notNull().default('de'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    countryCode: text('country_code').notNull().default('+41'),
    subscriptionPlan: text('subscription_plan', { enum: ['none', 'basic', 'premium'] }).notNull().default('none'),
    agreeToTerms: boolean('agree_to_terms').notNull().default(false),
    isTaxProfileComplete: boolean('is_tax_profile_complete').notNull().default(false),
    salutation: text('salutation'),
    dateOfBirth: text('date_of_birth'),
    religion: text('religion'),
    jobName: text('job_name'),
    cantonOfResidence: text('canton_of_residence'),
    taxAddress: text('tax_address'),
    ahvNumber: text('ahv_number'),
    street: text('street'),
    zipCode: text('zip_code'),
    city: text('city'),
    gemeinde: text('gemeinde'),
    movedDuringYear: text('moved_during_year'),
    isFirefighter: boolean('is_firefighter'),
    housingSituation: text('housing_situation'),
    maritalStatus: text('marital_status'),
    propertyOwner: boolean('property_owner'),
    numberOfProperties: integer('number_of_properties'),
    propertyCountry: text('property_country'),
    propertyUse: text('property_use'),
    hasChildren: boolean('has_children'),
    numberOfChildren: integer('number_of_children'),
    childrenAges: jsonb('children_ages').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    hasInvestments: boolean('has_investments'),
    hasForeignIncome: boolean('has_foreign_income'),
    isDisabled: boolean('is_disabled'),
    receivesAhvIv: boolean('receives_ahv_iv'),
    hasTaxIdentificationNumber: boolean('has_tax_identification_number'),
    hasPowerOfAttorney: boolean('has_power_of_attorney'),
    employmentType: text('employment_type'),
    paysAlimony: boolean('pays_alimony'),
    alimonyAmount: doublePrecision('alimony_amount'),
    alimonyDuration: text('alimony_duration'),
    hasPillar3a: boolean('has_pillar_3a'),
    hasPension: boolean('has_pension'),
    pensionEntitlement: text('pension_entitlement'),
    taxationLevel: text('taxation_level'),
    /** An admin allowed this person to pay by invoice (otherwise: a paid earlier year). */
    invoiceEligible: boolean('invoice_eligible').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  // The experts' queue filters by canton and searches names in copies on tax_year_statuses.
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** One e-mailed sign-in code; only its HMAC is kept. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHmac: text('code_hmac').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: ts('used_at'),
    voidedAt: ts('voided_at'),
  },
  (t) => [index('sign_in_codes_email_idx').on(t.email, t.createdAt)],
);

/** Browser sessions; only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    lastActiveAt: ts('last_active_at').notNull(),
    absoluteExpiresAt: ts('absolute_expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Remembered devices for quick-restore: bound to one e-mail, rotated on use. */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('device_tokens_token_hash_unique').on(t.tokenHash), index('device_tokens_user_idx').on(t.userId)],
);

/** The status of one user's tax year (1..6); a missing row means 1. */
export const taxYearStatuses = pgTable(
  'tax_year_statuses',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    statusId: integer('status_id').notNull(),
    advancedTaxLocked: boolean('advanced_tax_locked').notNull().default(false),
    /** When 'Finish Section' locked the advanced data of this year. */
    advancedTaxLockedAt: ts('advanced_tax_locked_at'),
    /** When the year was handed to the experts (status 4); the experts' queue orders by it. */
    transmittedAt: ts('transmitted_at'),
    /** An expert asked for missing documents and the taxpayer has not delivered them yet. */
    documentsRequestedAt: ts('documents_requested_at'),
    /** The finished return was uploaded (status 5) and when it went to the tax authority (6). */
    returnUploadedAt: ts('return_uploaded_at'),
    completedAt: ts('completed_at'),
    /**
     * The rank of the year's subscription plan (planRank: 2 premium, 1 basic; 0 none), copied
     * here so the experts' queue sorts by one index. Kept in step by every status change
     * (platform/tax-status, the admin status tool) and by every subscription activation.
     */
    planRank: smallint('plan_rank').notNull().default(0),
    /**
     * Copies of the taxpayer's canton and of what the experts' search looks in (first name, last
     * name and e-mail as one text, so 'Anna Muster' finds the full name too), so the queue's
     * canton filter and search read this table's small partial indexes instead of joining every
     * case to users. Only the database writes them: triggers on users and on this table
     * (migration 0010) keep them equal to the user row whoever writes, the app or plain SQL.
     */
    taxpayerCanton: text('taxpayer_canton'),
    taxpayerSearchText: text('taxpayer_search_text'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.taxYear] }),
    // The experts' queue: cases at status 4 and 5, premium first, then oldest transmission, in
    // the queue's own order, so a page is read off the index; the count is an index-only scan.
    index('tax_year_statuses_queue_idx')
      .on(t.planRank.desc(), t.transmittedAt.asc().nullsLast(), t.userId, t.taxYear, t.statusId)
      .where(sql`${t.statusId} in (4, 5)`),
    // The queue of one canton in the same order (count and page index-only, a year filtered inside).
    index('tax_year_statuses_queue_canton_idx')
      .on(t.taxpayerCanton, t.planRank.desc(), t.transmittedAt.asc().nullsLast(), t.userId, t.taxYear, t.statusId)
      .where(sql`${t.statusId} in (4, 5)`),
    // The queue's search (any part of name or e-mail): trigrams answer `ilike '%text%'` among the
    // cases only, not among every user (pg_trgm; PGlite loads it in db/connect.ts).
    index('tax_year_statuses_queue_search_idx')
      .using('gin', t.taxpayerSearchText.op('gin_trgm_ops'))
      .where(sql`${t.statusId} in (4, 5)`),
  ],
);

/**
 * The thread between a taxpayer and the experts. `userId` is the taxpayer the thread belongs to;
 * `direction` says who wrote (the taxpayer, or staff: then `authorUserId` names the expert).
 * `readAt` is when the other side read it.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The tax year the message is about; null for messages sent before years were recorded. */
    taxYear: integer('tax_year'),
    direction: text('direction', { enum: ['from_taxpayer', 'to_taxpayer'] }).notNull().default('from_taxpayer'),
    /** 'documents_missing': an expert asks for a document (the taxpayer gets a to-do item). */
    kind: text('kind', { enum: ['message', 'documents_missing'] }).notNull().default('message'),
    authorUserId: integer('author_user_id'),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('messages_user_idx').on(t.userId),
    index('messages_user_year_idx').on(t.userId, t.taxYear, t.createdAt),
    // The unread count of each row of the experts' queue: only the taxpayers' unread messages.
    index('messages_unread_idx').on(t.userId, t.taxYear).where(sql`${t.direction} = 'from_taxpayer' and ${t.readAt} is null`),
  ],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: ts('accepted_at').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('terms_acceptances_user_idx').on(t.userId)],
);

/** Who changed what and when; written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('audit_log_user_idx').on(t.userId), index('audit_log_user_action_idx').on(t.userId, t.action, t.createdAt)],
);

/** Tax declaration exports of the questionnaire (spec part 2 §3), kept per user and year. */
export const taxDeclarations = pgTable(
  'tax_declarations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    filename: text('filename').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('tax_declarations_user_idx').on(t.userId, t.taxYear)],
);

/** Uploaded documents: metadata and encryption envelope; the ciphertext is in DATA_DIR/files. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    categoryId: integer('category_id').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    ...encryptedBlobColumns(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('files_storage_key_unique').on(t.storageKey),
    // The same bytes again for the same user, year and category are the same document.
    uniqueIndex('files_dedupe_unique').on(t.userId, t.taxYear, t.categoryId, t.sha256),
    index('files_user_year_idx').on(t.userId, t.taxYear),
  ],
);

/** One saved section of the advanced tax information (spec part 2 §3), per user and year. */
export const advancedTaxSections = pgTable(
  'advanced_tax_sections',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    /** authorization | spouse | children | investments | deductions | realEstate */
    section: text('section').notNull(),
    /** The section as its shared zod schema validated it. */
    data: jsonb('data').$type<unknown>().notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taxYear, t.section] })],
);

/** A section switched relevant or not by hand (the overview toggles), per user and year. */
export const taxCategoryPreferences = pgTable(
  'tax_category_preferences',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    categoryId: text('category_id').notNull(),
    isRelevant: boolean('is_relevant').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taxYear, t.categoryId] })],
);

/** A paid plan for one tax year; at most one per user and year (an upgrade replaces it). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    plan: text('plan', { enum: ['basic', 'premium'] }).notNull(),
    paymentPeriod: text('payment_period', { enum: ['half_year', 'full_year'] }).notNull(),
    /** How it was paid: stripe (card), invoice (QR bill), admin (granted). */
    source: text('source', { enum: ['stripe', 'invoice', 'admin'] }).notNull(),
    amountRappen: integer('amount_rappen').notNull(),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    invoiceId: integer('invoice_id'),
    activatedAt: ts('activated_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [uniqueIndex('subscriptions_user_year_unique').on(t.userId, t.taxYear)],
);

/** Payment-provider events already handled: the same event delivered twice acts once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull(),
});

/** QR-bill invoices for paying a plan by bank transfer. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    plan: text('plan', { enum: ['basic', 'premium'] }).notNull(),
    paymentPeriod: text('payment_period', { enum: ['half_year', 'full_year'] }).notNull(),
    amountRappen: integer('amount_rappen').notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: ['open', 'paid'] }).notNull().default('open'),
    createdAt: ts('created_at').notNull(),
    paidAt: ts('paid_at'),
    /** The admin who recorded the payment. */
    paidRecordedBy: integer('paid_recorded_by'),
  },
  (t) => [uniqueIndex('invoices_reference_unique').on(t.reference), index('invoices_user_idx').on(t.userId, t.taxYear)],
);

/** Internal notes of the experts on a case (user × tax year); never shown to the taxpayer. */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    authorUserId: integer('author_user_id').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('case_notes_case_idx').on(t.userId, t.taxYear)],
);

/** A taxpayer asks to be called or e-mailed about the finished return (spec part 1 §3.8). */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    contactMethod: text('contact_method', { enum: ['mail', 'phone'] }).notNull(),
    createdAt: ts('created_at').notNull(),
    resolvedAt: ts('resolved_at'),
    resolvedBy: integer('resolved_by'),
  },
  (t) => [
    index('contact_requests_case_idx').on(t.userId, t.taxYear),
    // At most one open request per method and year.
    uniqueIndex('contact_requests_open_unique').on(t.userId, t.taxYear, t.contactMethod).where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * The finished tax declaration PDF an expert uploads, encrypted like every document. Every
 * upload is a new version; the newest one is what the taxpayer downloads.
 */
export const taxReturns = pgTable(
  'tax_returns',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    ...encryptedBlobColumns(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('tax_returns_storage_key_unique').on(t.storageKey), index('tax_returns_case_idx').on(t.userId, t.taxYear, t.createdAt)],
);

/**
 * The code e-mailed to confirm 'Delete my account' (privacy feature). Kept apart from the
 * sign-in codes so a deletion code can never sign anyone in, nor a sign-in code delete an
 * account. Only its HMAC is stored; 10 minutes, 5 tries, one open code per person.
 */
export const accountDeletionCodes = pgTable(
  'account_deletion_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    codeHmac: text('code_hmac').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: ts('used_at'),
    voidedAt: ts('voided_at'),
  },
  (t) => [index('account_deletion_codes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * What accounting law makes us keep of a deleted account (OR 958f: ten years): its invoices and
 * card payments, sealed whole with the field encryption (platform/field-encryption.ts), so
 * nothing of the person is readable in the database; no user id links it to anything. Deleted
 * after `deleteAfter`.
 */
export const retainedAccountingRecords = pgTable(
  'retained_accounting_records',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['invoice', 'payment'] }).notNull(),
    /** The record as JSON, encrypted like every identifier (enc:v1:<key id>:...). */
    sealed: text('sealed').notNull(),
    bookedAt: ts('booked_at').notNull(),
    accountDeletedAt: ts('account_deleted_at').notNull(),
    deleteAfter: ts('delete_after').notNull(),
  },
  (t) => [index('retained_accounting_records_delete_after_idx').on(t.deleteAfter)],
);

/**
 * Rate-limit counters shared by every app instance (platform/rate-limit): one row per key and
 * fixed window, counted with an atomic upsert. The key is an HMAC of what is limited (a user
 * id, an address, an e-mail), never the value itself. Rows past `expires_at` are deleted.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: ts('window_start').notNull(),
    expiresAt: ts('expires_at').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_counters_expires_at_idx').on(t.expiresAt)],
);

/**
 * What a person entered on the tax-efficiency page (issue 11), per user and tax year: the figures
 * of their return as the shared schema (contract/tax-efficiency.ts) validated them. The taxes
 * themselves are never stored; they follow from these figures and the year's tables.
 */
export const taxEfficiencyFigures = pgTable(
  'tax_efficiency_figures',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    figures: jsonb('figures').$type<unknown>().notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taxYear] })],
);

/**
 * What the server recognised in an uploaded document (issue 12), one row per file. The row is
 * written 'pending' in the upload's transaction; the background job (queue
 * 'document-recognition', platform/jobs) moves it to running, then done or failed. The figures
 * the taxpayer confirmed are kept beside the recognised ones, so the expert sees both.
 */
export const documentRecognitions = pgTable(
  'document_recognitions',
  {
    fileId: integer('file_id').primaryKey().references(() => files.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** pending | running | done | failed */
    status: text('status').notNull(),
    /** ech0196 | salary-certificate | unknown */
    kind: text('kind').notNull(),
    result: jsonb('result').$type<unknown>(),
    /** Why it could not be read, in plain English (never the document's content). */
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    confirmedResult: jsonb('confirmed_result').$type<unknown>(),
    confirmedAt: ts('confirmed_at'),
    changedByTaxpayer: boolean('changed_by_taxpayer').notNull().default(false),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('document_recognitions_status_idx').on(t.status)],
);
