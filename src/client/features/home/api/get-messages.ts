import { useQuery } from '@tanstack/react-query';
import { messagesResponseSchema } from '@shared/contract/messages';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

/**
 * GET /api/messages: the person's thread with the experts, both directions, oldest first. Only
 * the History tab shows it (the experts read threads in their case page), so it lives in home.
 */
export const messagesQueryKey = ['/api/messages'] as const;

export function fetchMessages() {
  return apiRequest('/api/messages', { schema: messagesResponseSchema });
}

export function useMessages() {
  return useQuery({ queryKey: messagesQueryKey, queryFn: fetchMessages, retry: retryUnlessClientError(1) });
}
