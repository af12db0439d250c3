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
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
