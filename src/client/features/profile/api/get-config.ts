import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@client/lib/api-client';

/**
 * GET /api/config: public client configuration. Not yet in src/shared/contract; the schema
 * lives here until the server adds it there.
 */
export const clientConfigSchema = z.object({ paymentUrl: z.string().nullable() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const configQueryKey = ['/api/config'] as const;

export function fetchConfig() {
  return apiRequest('/api/config', { schema: clientConfigSchema });
}

export function useConfig() {
  return useQuery({ queryKey: configQueryKey, queryFn: fetchConfig });
}
