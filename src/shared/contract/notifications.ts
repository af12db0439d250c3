import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(['profile', 'tax', 'documents', 'address', 'payment']),
  priority: z.enum(['high', 'medium', 'low']),
  actionUrl: z.string(),
  actionText: z.string(),
});
export const notificationsResponseSchema = z.array(notificationSchema);
export type NotificationItem = z.infer<typeof notificationSchema>;
