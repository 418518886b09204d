import { z } from 'zod';
import { pageSize } from './primitives.ts';

export const notificationTabs = ['all', 'unread', 'ai'] as const;

/** Spec §3 "Notification", as the Smart Notifications modal reads it. */
export const notificationSchema = z.object({
  id: z.guid(),
  type: z.enum(['info', 'success', 'warning', 'error']),
  /**
   * What it says, as a key (`public.notifications.template`): the web app words its title,
   * message and action label in the reader's language from `notifications:templates.<key>`.
   */
  template: z.string(),
  /** The values the texts name (`{{nap}}`, `{{amount}}`…), already written for both languages. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  timestamp: z.string(),
  isRead: z.boolean(),
  actionUrl: z.string().nullable(),
  category: z.enum(['payment', 'membership', 'ai', 'system']),
  priority: z.enum(['high', 'medium', 'low']),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = z.object({
  tab: z.enum(notificationTabs).default('all'),
  limit: pageSize({ max: 100, fallback: 50 }),
  /** Keyset cursor: the `timestamp` of the last item of the previous page. */
  before: z.iso.datetime({ offset: true }).optional(),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  counts: z.object({ all: z.number().int(), unread: z.number().int(), ai: z.number().int() }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markAllReadSchema = z.object({ updated: z.number().int() });
export const refreshInsightsSchema = z.object({
  issued: z.number().int(),
  counts: notificationListSchema.shape.counts,
});
