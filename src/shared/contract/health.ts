import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** Header the client sets on its 30-second background polls: they do not extend a session. */
export const BACKGROUND_POLL_HEADER = 'x-background-poll';
