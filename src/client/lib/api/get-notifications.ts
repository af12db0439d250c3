import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useBackgroundPoll } from '../background-poll';
import { i18n } from '../i18n';

/** The server answers in the request's language, so the language is part of the key. */
export const notificationsQueryKey = (language: string) => ['/api/notifications', { language }] as const;
export const notificationsQueryKeyRoot = ['/api/notifications'] as const;

export const NOTIFICATIONS_POLL_MS = 30_000;

export function fetchNotifications(options: { background?: boolean } = {}) {
  return apiRequest('/api/notifications', { schema: () => import('@shared/contract/notifications').then((m) => m.notificationsResponseSchema), background: options.background });
}

export function useNotifications() {
  const language = i18n.language;
  useBackgroundPoll(notificationsQueryKey(language), () => fetchNotifications({ background: true }), NOTIFICATIONS_POLL_MS);
  return useQuery({ queryKey: notificationsQueryKey(language), queryFn: () => fetchNotifications() });
}
