import { useQuery } from '@tanstack/react-query';
import { clientConfigSchema } from '@shared/contract/config';
import { apiRequest } from '@client/lib/api-client';

/** GET /api/config: public client configuration (the payment page of the plan cards). */

export const configQueryKey = ['/api/config'] as const;

export function fetchConfig() {
  return apiRequest('/api/config', { schema: clientConfigSchema });
}

export function useConfig() {
  return useQuery({ queryKey: configQueryKey, queryFn: fetchConfig });
}
