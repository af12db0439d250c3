import { z } from 'zod';
import { RECOGNITION_KINDS, RECOGNITION_STATUSES } from './document-recognition';
import { idSchema, taxYearSchema, textSchema } from './primitives';
import { taxStatusRecordSchema } from './tax-status';

// The limits live without zod in upload-limits.ts (the client's first load checks files with
// them); the server keeps importing them from here.
export { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES, UPLOAD_ERROR_CODES, UPLOAD_TIMEOUT_MS } from './upload-limits';

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
/** The text fields of a multipart upload as received: every value of each field name, in order. */
export type UploadFieldValues = Record<string, string[]>;

const firstPresent = (values: string[] | undefined) => (values?.[0] === '' ? undefined : values?.[0]);

/** `hashes[]` once per file, or (POST /api/upload, spec part 2 §7) `hashes` as one JSON array. */
function hashesOf(fields: UploadFieldValues): string[] {
  const listed = fields['hashes[]'] ?? [];
  if (listed.length > 0 || !fields.hashes) return listed;
  if (fields.hashes.length !== 1) return fields.hashes;
  try {
    const parsed: unknown = JSON.parse(fields.hashes[0]!);
    return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
  } catch {
    return fields.hashes;
  }
}

/**
 * The fields of an upload (POST /api/files/upload and /api/upload). They come before the files,
 * so the server checks category, year, status and quota before it writes a byte; the category
 * itself is checked by the server (an unknown or missing one is CATEGORY_INVALID). The hashes
 * are checked again once parsed: JSON escapes ("\u0000") can make a clean field hold control
 * characters.
 */
export const uploadFieldsSchema = z.preprocess(
  (input) => {
    if (typeof input !== 'object' || input === null) return input;
    const fields = input as UploadFieldValues;
    return { categoryId: firstPresent(fields.categoryId), taxYear: firstPresent(fields.taxYear), hashes: hashesOf(fields) };
  },
  z.object({ categoryId: idSchema().optional(), taxYear: taxYearSchema.optional(), hashes: z.array(uploadFieldValueSchema) }),
);
export type UploadFields = z.output<typeof uploadFieldsSchema>;

/**
 * The stored types GET /api/files/{id}/thumbnail draws a small picture of (a PDF's first page, a
 * photo or scan); other files (XML, Word, text) have none and answer THUMBNAIL_UNAVAILABLE.
 */
export const THUMBNAIL_SOURCE_TYPES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
export const hasThumbnail = (mimeType: string): boolean => THUMBNAIL_SOURCE_TYPES.includes(mimeType);

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

/**
 * Where the reading of a file stands, for one line in the file history (issue 12): the state, the
 * kind of document found, and when the person confirmed its figures. The figures themselves come
 * from GET /api/files/:id/recognition when someone opens them.
 */
export const fileRecognitionSummarySchema = z.object({
  status: z.enum(RECOGNITION_STATUSES),
  kind: z.enum(RECOGNITION_KINDS),
  confirmedAt: z.string().nullable(),
});
export type FileRecognitionSummary = z.infer<typeof fileRecognitionSummarySchema>;

/**
 * GET /api/files: each file with its recognition summary, absent for a file the server does not
 * read (receipts, Word files, …), so the history needs no request per file.
 */
export const listedFileSchema = documentFileSchema.extend({ recognition: fileRecognitionSummarySchema.optional() });
export type ListedFile = z.infer<typeof listedFileSchema>;
export const filesResponseSchema = z.array(listedFileSchema);

export const uploadResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('fulfilled'), value: documentFileSchema.extend({ duplicate: z.boolean() }) }),
  z.object({
    status: z.literal('rejected'),
    fileName: z.string(),
    /** Why this file was refused, as an error body: the client shows code + params in the person's language. */
    reason: z.object({ message: z.string(), code: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
  }),
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
