import { z } from 'zod';

/** Every API error body (spec part 1 §3.12). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  /** With INTERNAL (500): the id of the log line, for support. */
  errorId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  rateLimited: 'RATE_LIMITED',
  invalidCode: 'INVALID_CODE',
  /** The sign-in code was voided (five wrong tries, or a newer code replaced it): request a new one (400). */
  codeVoided: 'CODE_VOIDED',
  /** The sign-in code is older than its 10 minutes: request a new one (400). */
  codeExpired: 'CODE_EXPIRED',
  sessionExpired: 'SESSION_EXPIRED',
  badOrigin: 'BAD_ORIGIN',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  mailFailed: 'MAIL_FAILED',
  statusTransitionNotAllowed: 'STATUS_TRANSITION_NOT_ALLOWED',
  taxYearNotOpen: 'TAX_YEAR_NOT_OPEN',
  /** The advanced section of this year is locked: nothing of it may change any more (409). */
  sectionLocked: 'SECTION_LOCKED',
  /** Transmission needs the advanced section locked first (409). */
  sectionNotLocked: 'SECTION_NOT_LOCKED',
  /** A section the tax profile switches on cannot be switched off by hand (409). */
  sectionAutoEnabled: 'SECTION_AUTO_ENABLED',
  /** Finishing the section needs the saved authorization with the power of attorney (409). */
  authorizationRequired: 'AUTHORIZATION_REQUIRED',
  /** The year is not at the status this step needs (409). */
  wrongStatus: 'WRONG_STATUS',
  /** Transmission needs an active subscription for the tax year (402). */
  noSubscription: 'NO_SUBSCRIPTION',
  /** The year already has this plan or a better one (409). */
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  /** Online card payment is not configured on this server (503). */
  paymentNotConfigured: 'PAYMENT_NOT_CONFIGURED',
  /** The payment provider could not be reached or refused the request (502). */
  paymentProviderFailed: 'PAYMENT_PROVIDER_FAILED',
  /** Invoice payment is not configured on this server (503). */
  invoiceNotConfigured: 'INVOICE_NOT_CONFIGURED',
  /** Invoice payment is only for eligible customers (403). */
  invoiceNotEligible: 'INVOICE_NOT_ELIGIBLE',
  /** A webhook whose signature does not verify (400). */
  webhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  /** No finished tax declaration is available for this year (yet), or its file is empty (404). */
  taxReturnNotAvailable: 'TAX_RETURN_NOT_AVAILABLE',
  /** The server is overloaded and refuses new requests for a moment; Retry-After says when to try again (503). */
  overloaded: 'OVERLOADED',
  /** The server is shutting down (a restart or a deployment); Retry-After says when to try again (503). */
  shuttingDown: 'SHUTTING_DOWN',
  /** A file would take the person's stored documents of that tax year past the storage quota (per file in an upload's results). */
  storageQuotaExceeded: 'STORAGE_QUOTA_EXCEEDED',
  /** ClamAV found malware in a file; nothing of it was kept (per file in an upload's results; 422 for the expert's return). */
  malwareFound: 'MALWARE_FOUND',
  /** The malware scan is configured but clamd did not answer: the upload was refused, nothing kept (503, fail closed). */
  malwareScanUnavailable: 'MALWARE_SCAN_UNAVAILABLE',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
