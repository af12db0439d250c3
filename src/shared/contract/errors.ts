import { z } from 'zod';
import type { ErrorBody, ErrorCode } from './error-codes';

// The list of codes lives without zod in error-codes.ts (the client's first load reads it); the
// server and the tests keep importing it from here.
export { ALL_ERROR_CODES, ERROR_CODES, isErrorCode, type ErrorBody, type ErrorCode } from './error-codes';

/**
 * The parameters each error code carries, so the client can say in the person's language what
 * the English `message` says (CONVENTIONS §2). A code without parameters maps to `noParams`.
 * Every code the server can answer is listed once in error-codes.ts and has exactly one entry
 * here (the `satisfies` below fails the type check otherwise); a test checks the server's throw
 * sites against the list and that every code has a text in all five languages.
 */
const noParams = z.undefined();
const seconds = z.object({ seconds: z.number().int().nonnegative() });
const taxYear = z.object({ taxYear: z.number().int() });

export const ERROR_PARAMS = {
  /** A field failed its schema: `reason` is a key of the `validation` texts (or 'invalid'), `field` its path. */
  VALIDATION_ERROR: z.object({ field: z.string().optional(), reason: z.string() }),
  /** A value does not match its format: `expected` shows the format (a tax number's by canton, the AHV number's). */
  INVALID_FORMAT: z.object({ field: z.string(), expected: z.string() }),
  /** Too many requests: `seconds` is the Retry-After value. */
  RATE_LIMITED: seconds,
  INVALID_CODE: noParams,
  /** The sign-in code was voided (five wrong tries, or a newer code replaced it): request a new one (400). */
  CODE_VOIDED: noParams,
  /** The sign-in code is older than its 10 minutes: request a new one (400). */
  CODE_EXPIRED: noParams,
  SESSION_EXPIRED: noParams,
  BAD_ORIGIN: noParams,
  FORBIDDEN: noParams,
  NOT_FOUND: noParams,
  UNSUPPORTED_MEDIA_TYPE: noParams,
  MAIL_FAILED: noParams,
  STATUS_TRANSITION_NOT_ALLOWED: noParams,
  /** Completing the tax profile needs these questionnaire fields answered first (400). */
  TAX_PROFILE_INCOMPLETE: z.object({ fields: z.array(z.string()) }),
  TAX_YEAR_NOT_OPEN: taxYear,
  /** The advanced section of this year is locked: nothing of it may change any more (409). */
  SECTION_LOCKED: noParams,
  /** Transmission needs the advanced section locked first (409). */
  SECTION_NOT_LOCKED: noParams,
  /** A section the tax profile switches on cannot be switched off by hand (409). */
  SECTION_AUTO_ENABLED: noParams,
  /** Finishing the section needs the saved authorization with the power of attorney (409). */
  AUTHORIZATION_REQUIRED: noParams,
  /** The year is not at the status this step needs (409). */
  WRONG_STATUS: noParams,
  /** Transmission needs an active subscription for the tax year (402). */
  NO_SUBSCRIPTION: noParams,
  /** The year already has this plan or a better one (409). */
  ALREADY_SUBSCRIBED: taxYear,
  /** Online card payment is not configured on this server (503). */
  PAYMENT_NOT_CONFIGURED: noParams,
  /** The payment provider could not be reached or refused the request (502); `errorId` finds the log line. */
  PAYMENT_PROVIDER_FAILED: z.object({ errorId: z.string() }),
  /** Invoice payment is not configured on this server (503). */
  INVOICE_NOT_CONFIGURED: noParams,
  /** Invoice payment is only for eligible customers (403). */
  INVOICE_NOT_ELIGIBLE: noParams,
  /** A webhook whose signature does not verify (400). */
  WEBHOOK_SIGNATURE_INVALID: noParams,
  /** No finished tax declaration is available for this year (yet), or its file is empty (404). */
  TAX_RETURN_NOT_AVAILABLE: noParams,
  /** A stored file fails its integrity check and cannot be delivered (500). */
  FILE_DAMAGED: noParams,
  /** The server is overloaded and refuses new requests for a moment; Retry-After says when to try again (503). */
  OVERLOADED: seconds,
  /** The server is shutting down (a restart or a deployment); Retry-After says when to try again (503). */
  SHUTTING_DOWN: seconds,
  /** A file reaches the upload size limit (per file in an upload's results; 413 for one file). */
  FILE_TOO_LARGE: z.object({ maxMegabytes: z.number() }),
  /** The file's content is not one of the accepted types, or its name does not match its content. */
  UNSUPPORTED_TYPE: z.object({ allowed: z.string() }),
  EMPTY_FILE: noParams,
  /** The SHA-256 the browser sent does not match the received file: damaged on the way. */
  HASH_MISMATCH: noParams,
  HASH_MISSING: noParams,
  CATEGORY_INVALID: noParams,
  /** Uploads are possible from status 2 to 3 only (403). */
  UPLOAD_NOT_ALLOWED: noParams,
  NO_FILES: noParams,
  /** A file would take the person's stored documents of that tax year past the storage quota (per file in an upload's results). */
  STORAGE_QUOTA_EXCEEDED: z.object({ limit: z.string() }),
  /** ClamAV found malware in a file; nothing of it was kept (per file in an upload's results; 422 for the expert's return). */
  MALWARE_FOUND: noParams,
  /** The malware scan is configured but clamd did not answer: the upload was refused, nothing kept (503, fail closed). */
  MALWARE_SCAN_UNAVAILABLE: noParams,
  /** The tax calculator holds no ESTV tables for this year (400). */
  TAX_YEAR_NOT_SUPPORTED: taxYear,
  /** The year's ESTV tables know no municipality with this BFS number (400). */
  MUNICIPALITY_UNKNOWN: z.object({ bfsId: z.number().int(), taxYear: z.number().int() }),
  /** The year's ESTV tables have no canton with this two-letter code (400). */
  CANTON_UNKNOWN: z.object({ canton: z.string(), taxYear: z.number().int() }),
  /** The document's figures can be confirmed only once its recognition is done (409). */
  RECOGNITION_NOT_DONE: noParams,
  /** The confirmed figures are of another kind of document than the one recognised (400). */
  RECOGNITION_KIND_MISMATCH: noParams,
  /** The file is of a type without a picture (XML, Word, text) or cannot be opened to draw one (404). */
  THUMBNAIL_UNAVAILABLE: noParams,
  /** Anything unexpected (500); the body's `errorId` finds the log line. */
  INTERNAL: noParams,
} as const satisfies Record<ErrorCode, z.ZodType>;

/** The parameters of one code (`undefined` for a code without any). */
export type ErrorParams<C extends ErrorCode> = z.infer<(typeof ERROR_PARAMS)[C]>;
/** Every API error body (spec part 1 §3.12); the client checks it with isErrorBody (error-codes.ts). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  /** The values the client needs to say the same in the person's language (see ERROR_PARAMS). */
  params: z.record(z.string(), z.unknown()).optional(),
  /** With INTERNAL (500): the id of the log line, for support. */
  errorId: z.string().optional(),
}) satisfies z.ZodType<ErrorBody>;

/** One error as a value (a refused file in an upload's results): a listed code with its params. */
export type CodedError = {
  [C in ErrorCode]: { code: C; message: string } & (ErrorParams<C> extends undefined ? { params?: undefined } : { params: ErrorParams<C> });
}[ErrorCode];
