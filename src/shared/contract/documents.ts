import { z } from 'zod';
import { idSchema, taxYearSchema, textSchema } from './primitives';
import { taxStatusRecordSchema } from './tax-status';

/** Uploads must stay below this size (spec part 1 §5: 'below 50 MB'). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const UPLOAD_TIMEOUT_MS = 30_000;
export const ACCEPTED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp', '.doc', '.docx', '.txt'] as const;

export const UPLOAD_ERROR_CODES = {
  tooLarge: 'FILE_TOO_LARGE',
  unsupportedType: 'UNSUPPORTED_TYPE',
  empty: 'EMPTY_FILE',
  hashMismatch: 'HASH_MISMATCH',
  hashMissing: 'HASH_MISSING',
  categoryInvalid: 'CATEGORY_INVALID',
  notAllowed: 'UPLOAD_NOT_ALLOWED',
  noFiles: 'NO_FILES',
} as const;

/**
 * The text parts of a multipart upload (categoryId, taxYear, hashes, hash, ...) follow the rules
 * of every other text field: no control characters, a length limit. The longest legitimate field
 * is `hashes` as one JSON array of 20 SHA-256 digests.
 */
export const UPLOAD_FIELD_MAX_LENGTH = 2000;
export const uploadFieldValueSchema = textSchema(UPLOAD_FIELD_MAX_LENGTH);
/**
 * A file's name as the device sent it: an over-long one is refused; control and bidi characters
 * are taken out when the name is stored (the person did not type them, the device did).
 */
export const uploadFileNameSchema = z.string().max(255, { error: 'textTooLong' });
/** The numbers among those fields; an empty field counts as absent. */
export const uploadNumberFieldsSchema = z.object({ categoryId: idSchema().optional(), taxYear: taxYearSchema.optional() });

/** GET /api/files/{id}/content?download=1 */
export const fileParamsSchema = z.object({ id: idSchema() });
export const fileContentQuerySchema = z.object({ download: z.enum(['0', '1'], { error: 'optionInvalid' }).optional() });

export const documentCategoriesQuerySchema = z.object({
  taxYear: z.coerce.number().int().min(2000).max(2100).optional(),
  mode: z.enum(['basic', 'all']).default('basic'),
});
export const documentCategoriesResponseSchema = z.array(z.object({ id: z.number(), name: z.string() }));

/** A stored document as the client sees it (spec part 1 §3.4, part 2 'Uploaded file'). */
export const documentFileSchema = z.object({
  id: z.number(),
  filename: z.string(),
  originalFileName: z.string(),
  fileName: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  category: z.string(),
  taxYear: z.number(),
  createdAt: z.string(),
  uploadedAt: z.string(),
  blobUrl: z.string(),
  size: z.number(),
  mimeType: z.string(),
  hash: z.string(),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;
export const filesResponseSchema = z.array(documentFileSchema);

export const uploadResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('fulfilled'), value: documentFileSchema.extend({ duplicate: z.boolean() }) }),
  z.object({ status: z.literal('rejected'), fileName: z.string(), reason: z.object({ message: z.string(), code: z.string() }) }),
]);
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadResponseSchema = z.object({
  files: z.array(documentFileSchema),
  failedCount: z.number(),
  results: z.array(uploadResultSchema),
  /** True when this upload completed the four required documents and moved the status to 3. */
  statusAdvanced: z.boolean(),
  taxStatus: taxStatusRecordSchema,
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * GET /api/files/usage?taxYear= : how many bytes of documents the person keeps for that year
 * and the storage quota per person and year (STORAGE_QUOTA_MB_PER_YEAR on the server).
 */
export const storageUsageSchema = z.object({ taxYear: z.number(), usedBytes: z.number(), limitBytes: z.number() });
export type StorageUsage = z.infer<typeof storageUsageSchema>;
