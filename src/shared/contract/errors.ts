import { z } from 'zod';

/** Every API error body (spec part 1 §3.12). */
export const errorBodySchema = z.object({ message: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  rateLimited: 'RATE_LIMITED',
  invalidCode: 'INVALID_CODE',
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
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
