import { z } from 'zod';

/**
 * GET /api/privacy/staff-access: who at the provider opened the taxpayer's data, what and when
 * (newest first). Names the staff member; never another taxpayer.
 */
export const staffAccessEntrySchema = z.object({
  at: z.string(),
  staffName: z.string(),
  staffRole: z.enum(['expert', 'admin']),
  subject: z.enum(['case', 'document', 'tax_return', 'messages']),
  taxYear: z.number().nullable(),
});
export const staffAccessResponseSchema = z.array(staffAccessEntrySchema);
