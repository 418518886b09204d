import type { notificationTabs } from '@shared/contracts/notifications';

export type NotificationTab = (typeof notificationTabs)[number];

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (tab: NotificationTab) => [...notificationKeys.lists(), tab] as const,
};

/** How many notifications the panel shows per tab. */
export const NOTIFICATION_PAGE_SIZE = 50;
