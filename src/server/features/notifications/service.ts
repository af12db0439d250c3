import type { Language } from '@shared/domain/languages';
import type { Notification } from '@shared/domain/notifications';
import { notificationsFor } from '../../platform/notification-texts';
import type { Db } from '../../db/connect';
import { findUserById } from '../../platform/users/data';
import { yearsWithDocumentsRequested } from './data';

export async function listNotifications(db: Db, args: { userId: number; language: Language }): Promise<Notification[]> {
  const user = await findUserById(db, args.userId);
  if (!user) return [];
  const documentsRequestedYears = await yearsWithDocumentsRequested(db, args.userId);
  return notificationsFor({ ...user, documentsRequestedYears }, args.language);
}
