import { z } from 'zod';
import { contactRequestSchema } from './expert';

/** The finished tax declaration on the taxpayer's side (spec part 1 §2.3, §3.8, §7). */
export const taxPdfYearParamsSchema = z.object({
  year: z.coerce.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' }),
});
/** GET /api/tax-pdf/check-availability/{year} */
export const taxPdfAvailabilitySchema = z.object({ available: z.boolean() });

/** POST /api/tax-pdf/contact-request {taxYear, contactMethod}: at most one open per method and year. */
export const contactRequestBodySchema = z.object({
  taxYear: z.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' }),
  contactMethod: z.enum(['mail', 'phone'], { error: 'optionInvalid' }),
});
export const contactRequestResponseSchema = z.object({
  success: z.literal(true),
  /** False when an open request of that method already existed (nothing new was stored). */
  created: z.boolean(),
  request: contactRequestSchema,
});

/** GET /api/tax-pdf/contact-requests/{year}: the taxpayer's open contact requests of the year. */
export const openContactRequestsResponseSchema = z.array(contactRequestSchema);
