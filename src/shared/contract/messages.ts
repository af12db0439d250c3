import { z } from 'zod';
import { multilineTextSchema } from './primitives';

export const MESSAGE_MAX_LENGTH = 5000;

/** POST /api/send-message: a free-text message to the experts; blank is refused. */
export const sendMessageBodySchema = z.object({
  message: multilineTextSchema(MESSAGE_MAX_LENGTH, { required: 'messageEmpty' }),
  /** The tax year the message is about; the default tax year by the server's clock when absent. */
  taxYear: z.coerce.number({ error: 'taxYearInvalid' }).int({ error: 'taxYearInvalid' }).min(2000, { error: 'taxYearInvalid' }).max(2100, { error: 'taxYearInvalid' }).optional(),
});
export const sendMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** One message of the thread between a taxpayer and the experts. */
export const threadMessageSchema = z.object({
  id: z.number(),
  taxYear: z.number().nullable(),
  direction: z.enum(['from_taxpayer', 'to_taxpayer']),
  kind: z.enum(['message', 'documents_missing']),
  /** Who wrote it: the taxpayer's name, or the expert's name ('Helvetax' when unknown). */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** GET /api/messages: the taxpayer's thread with the experts, both directions, oldest first. */
export const messagesResponseSchema = z.array(threadMessageSchema);
