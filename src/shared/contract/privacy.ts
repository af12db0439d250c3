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

/** GET /api/privacy/export answers a ZIP named like this (the date is the day of the export). */
export const exportFileName = (isoDate: string) => `helvetax-data-${isoDate.slice(0, 10)}.zip`;

/** POST /api/privacy/delete-account/request-code: a code went to the account's own address. */
export const deletionCodeResponseSchema = z.object({ sent: z.literal(true) });

/** POST /api/privacy/delete-account: the code from that e-mail confirms the deletion. */
export const deleteAccountBodySchema = z.object({ code: z.string().trim().regex(/^\d{6}$/) });

/**
 * What stays after the deletion and why: the accounting records the law requires (OR 958f,
 * ten years), sealed and no longer linked to any account, and until when.
 */
export const retainedRecordSchema = z.object({
  kind: z.enum(['invoice', 'payment']),
  count: z.number().int().positive(),
  keepUntil: z.string(),
  reason: z.literal('accounting_law'),
});
export type RetainedRecord = z.infer<typeof retainedRecordSchema>;
export const deleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  retained: z.array(retainedRecordSchema),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
