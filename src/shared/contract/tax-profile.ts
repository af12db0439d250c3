import { z } from 'zod';
import { idSchema, textSchema } from './primitives';
import { taxStatusRecordSchema } from './tax-status';

const taxYear = z.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' });
const statusId = z.number({ error: 'statusInvalid' }).int({ error: 'statusInvalid' }).min(1, { error: 'statusInvalid' }).max(6, { error: 'statusInvalid' });

/**
 * POST /api/status/set (questionnaire completion, spec part 2 §7) and POST /api/tax-status/set:
 * asks the server for a status step. The server decides whether the step is allowed.
 */
export const statusSetBodySchema = z.object({ statusId, taxYear: taxYear.optional() });
/** POST /api/tax-status/update-numeric (spec part 1 §7). */
export const statusUpdateNumericBodySchema = z.object({ status: statusId, taxYear: taxYear.optional() });
export const statusChangeResponseSchema = z.object({
  success: z.literal(true),
  /** False when the status already was the one asked for (nothing changed). */
  changed: z.boolean(),
  taxStatus: taxStatusRecordSchema,
});

/**
 * POST /api/tax/save-declaration {taxData, filename}: the server builds the export itself from
 * the stored profile (the client's taxData is not trusted) and keeps it per user and year.
 */
export const saveDeclarationBodySchema = z.object({
  taxData: z.unknown().optional(),
  filename: textSchema(120).optional(),
  taxYear: taxYear.optional(),
});

/** GET /api/tax/declaration/{id}/download */
export const declarationParamsSchema = z.object({ id: idSchema() });

export const taxDeclarationExportSchema = z.object({
  personalInfo: z.record(z.string(), z.unknown()),
  location: z.record(z.string(), z.unknown()),
  personalStatus: z.record(z.string(), z.unknown()),
  realEstate: z.record(z.string(), z.unknown()),
  children: z.record(z.string(), z.unknown()),
  taxFeatures: z.record(z.string(), z.unknown()),
  employment: z.record(z.string(), z.unknown()),
  alimony: z.record(z.string(), z.unknown()),
  metadata: z.object({
    submitDate: z.string(),
    userId: z.number(),
    taxYear: z.number(),
    profileVersion: z.literal('1.0'),
    completionStatus: z.literal('complete'),
    dataValidated: z.literal(true),
  }),
});
export type TaxDeclarationExport = z.infer<typeof taxDeclarationExportSchema>;

export const saveDeclarationResponseSchema = z.object({
  success: z.literal(true),
  id: z.number(),
  filename: z.string(),
  /** GET this path to download the stored export as a JSON file. */
  downloadUrl: z.string(),
});
