import { z } from 'zod';
import { TAX_STATUS_KEYS } from '../domain/tax-status';

/** GET /api/tax-status?taxYear= (spec part 1 §3.2). */
export const taxStatusRecordSchema = z.object({
  status: z.enum(TAX_STATUS_KEYS),
  current_status_id: z.number().int().min(1).max(6),
  taxYear: z.number(),
  isTaxProfileComplete: z.boolean(),
  advanced_tax_locked: z.boolean(),
  /** The experts asked for missing documents and the person has not uploaded any since (status 4 only). */
  documents_requested: z.boolean(),
});
export type TaxStatusRecord = z.infer<typeof taxStatusRecordSchema>;
