import { BYTES_PER_MB } from '../domain/file-sizes';
import { ERROR_CODES } from './error-codes';

/*
 * The upload rules the browser checks before it sends a byte (size, type) and the error texts
 * name, without zod: they are part of the client's first load, the contract schemas are not
 * (issue 10). documents.ts builds the upload schemas on them.
 */

/** Uploads must stay below this size (spec part 1 §5: 'below 50 MB'). */
export const MAX_UPLOAD_BYTES = 50 * BYTES_PER_MB;
/** The upload limit in MB as the texts say it (files must be smaller than this). */
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / BYTES_PER_MB;
export const UPLOAD_TIMEOUT_MS = 30_000;
export const ACCEPTED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp', '.doc', '.docx', '.txt', '.xml'] as const;

/** The upload codes of the one error list (error-codes.ts), by the names the upload code uses. */
export const UPLOAD_ERROR_CODES = {
  tooLarge: ERROR_CODES.fileTooLarge,
  unsupportedType: ERROR_CODES.unsupportedType,
  empty: ERROR_CODES.emptyFile,
  hashMismatch: ERROR_CODES.hashMismatch,
  hashMissing: ERROR_CODES.hashMissing,
  categoryInvalid: ERROR_CODES.categoryInvalid,
  notAllowed: ERROR_CODES.uploadNotAllowed,
  noFiles: ERROR_CODES.noFiles,
} as const;
