import { z } from 'zod';

/** GET /api/config: the settings the client needs from the server's configuration. */
export const clientConfigSchema = z.object({ paymentUrl: z.string().nullable() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
