import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  /** True while new API requests are refused with 503 OVERLOADED; the health check itself still answers. */
  overloaded: z.boolean(),
  /** Whether uploads are scanned by ClamAV (CLAMAV_SOCKET is set); 'disabled' means the step is skipped. */
  malwareScan: z.enum(['enabled', 'disabled']),
});
