import { useQuery } from '@tanstack/react-query';
import { clientConfigSchema } from '@shared/contract/config';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

/** GET /api/config: which ways of paying this server offers (card through Stripe, QR-bill invoice). */
export const configQueryKey = ['/api/config'] as const;

export function fetchConfig() {
  return apiRequest('/api/config', { schema: clientConfigSchema });
}

export function useConfig() {
  return useQuery({ queryKey: configQueryKey, queryFn: fetchConfig, retry: retryUnlessClientError(2) });
}
