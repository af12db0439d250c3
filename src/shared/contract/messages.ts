import { z } from 'zod';

export const MESSAGE_MAX_LENGTH = 5000;

/** POST /api/send-message: a free-text message to the experts; blank is refused. */
export const sendMessageBodySchema = z.object({
  message: z
    .string({ error: 'messageEmpty' })
    .trim()
    .min(1, { error: 'messageEmpty' })
    .max(MESSAGE_MAX_LENGTH, { error: 'textTooLong' }),
});
export const sendMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
