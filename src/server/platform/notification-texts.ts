import type { Language } from '@shared/domain/languages';
import { notificationRulesFor, type Notification, type NotificationRuleInput } from '@shared/domain/notifications';
import { serverTexts } from './server-texts';

/** The bell's to-do items for this person, with their texts in `language` (locales/<lang>/notifications.json). */
export function notificationsFor(user: NotificationRuleInput, language: Language): Notification[] {
  const t = serverTexts(language, 'notifications');
  const years = (user.documentsRequestedYears ?? []).join(', ');
  return notificationRulesFor(user).map((rule) => ({
    ...rule,
    title: t(`${rule.id}.title`, { years }),
    description: t(`${rule.id}.description`, { years }),
    actionText: t(`${rule.id}.actionText`, { years }),
  }));
}
