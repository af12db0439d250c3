import { z } from 'zod';
import { taxStatusRecordSchema } from './tax-status';

/**
 * POST /api/tax-year-status/transmit {taxYear} (spec part 1 §4.4, §7): hands the year to the
 * experts. Refused with WRONG_STATUS (409), SECTION_NOT_LOCKED (409) or NO_SUBSCRIPTION (402);
 * a second call for a transmitted year changes nothing and says so.
 */
export const transmitBodySchema = z.object({
  taxYear: z.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' }),
});
export const transmitResponseSchema = z.object({
  success: z.literal(true),
  /** True when the year had been transmitted before this call. */
  alreadyTransmitted: z.boolean(),
  transmittedAt: z.string(),
  taxStatus: taxStatusRecordSchema,
});
export type TransmitResponse = z.infer<typeof transmitResponseSchema>;
