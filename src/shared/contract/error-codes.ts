/**
 * The one list of error codes the API answers (CONVENTIONS §2), without zod: the client's first
 * load (api client, error texts) needs the codes but not the schemas, and zod is a quarter of
 * that download (issue 10). errors.ts gives every code here the type of its params and fails the
 * type check when a code has none or a params entry names no code here.
 */

/** The codes by a readable name, for code that compares with them. */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  invalidFormat: 'INVALID_FORMAT',
  rateLimited: 'RATE_LIMITED',
  invalidCode: 'INVALID_CODE',
  codeVoided: 'CODE_VOIDED',
  codeExpired: 'CODE_EXPIRED',
  sessionExpired: 'SESSION_EXPIRED',
  badOrigin: 'BAD_ORIGIN',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  mailFailed: 'MAIL_FAILED',
  statusTransitionNotAllowed: 'STATUS_TRANSITION_NOT_ALLOWED',
  taxProfileIncomplete: 'TAX_PROFILE_INCOMPLETE',
  taxYearNotOpen: 'TAX_YEAR_NOT_OPEN',
  sectionLocked: 'SECTION_LOCKED',
  sectionNotLocked: 'SECTION_NOT_LOCKED',
  sectionAutoEnabled: 'SECTION_AUTO_ENABLED',
  authorizationRequired: 'AUTHORIZATION_REQUIRED',
  wrongStatus: 'WRONG_STATUS',
  noSubscription: 'NO_SUBSCRIPTION',
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  paymentNotConfigured: 'PAYMENT_NOT_CONFIGURED',
  paymentProviderFailed: 'PAYMENT_PROVIDER_FAILED',
  invoiceNotConfigured: 'INVOICE_NOT_CONFIGURED',
  invoiceNotEligible: 'INVOICE_NOT_ELIGIBLE',
  webhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  taxReturnNotAvailable: 'TAX_RETURN_NOT_AVAILABLE',
  fileDamaged: 'FILE_DAMAGED',
  overloaded: 'OVERLOADED',
  shuttingDown: 'SHUTTING_DOWN',
  fileTooLarge: 'FILE_TOO_LARGE',
  unsupportedType: 'UNSUPPORTED_TYPE',
  emptyFile: 'EMPTY_FILE',
  hashMismatch: 'HASH_MISMATCH',
  hashMissing: 'HASH_MISSING',
  categoryInvalid: 'CATEGORY_INVALID',
  uploadNotAllowed: 'UPLOAD_NOT_ALLOWED',
  noFiles: 'NO_FILES',
  storageQuotaExceeded: 'STORAGE_QUOTA_EXCEEDED',
  malwareFound: 'MALWARE_FOUND',
  malwareScanUnavailable: 'MALWARE_SCAN_UNAVAILABLE',
  taxYearNotSupported: 'TAX_YEAR_NOT_SUPPORTED',
  municipalityUnknown: 'MUNICIPALITY_UNKNOWN',
  cantonUnknown: 'CANTON_UNKNOWN',
  recognitionNotDone: 'RECOGNITION_NOT_DONE',
  recognitionKindMismatch: 'RECOGNITION_KIND_MISMATCH',
  thumbnailUnavailable: 'THUMBNAIL_UNAVAILABLE',
  internal: 'INTERNAL',
} as const;


export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
export const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ERROR_CODES);
const LISTED = new Set<string>(ALL_ERROR_CODES);

export function isErrorCode(code: string): code is ErrorCode {
  return LISTED.has(code);
}

/** Every API error body (spec part 1 §3.12); errors.ts holds the same shape as the server's zod schema. */
export type ErrorBody = {
  message: string;
  code: string;
  /** The values the client needs to say the same in the person's language (see ERROR_PARAMS). */
  params?: Record<string, unknown>;
  /** With INTERNAL (500): the id of the log line, for support. */
  errorId?: string;
};

/**
 * Whether an answer's body is an API error body: checked by hand, so reading an error costs the
 * client no zod. A test holds it to the same answers as errorBodySchema.
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const body = value as Record<string, unknown>;
  if (typeof body.message !== 'string' || typeof body.code !== 'string') return false;
  if (body.errorId !== undefined && typeof body.errorId !== 'string') return false;
  return body.params === undefined || (typeof body.params === 'object' && body.params !== null && !Array.isArray(body.params));
}
