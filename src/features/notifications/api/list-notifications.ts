import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema, type NotificationList } from '@shared/contracts/notifications';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { NOTIFICATION_PAGE_SIZE, notificationKeys, type NotificationTab } from './notification-keys';

/** GET /notifications?tab=…: the caller's own notifications of a tab, newest first, with every tab's count. */
export function fetchNotifications(
  client: ApiClient,
  tab: NotificationTab,
  signal?: AbortSignal,
): Promise<NotificationList> {
  return client.get('/notifications', notificationListSchema, {
    signal,
    query: { tab, limit: NOTIFICATION_PAGE_SIZE },
  });
}

export function notificationsQueryOptions(client: ApiClient, tab: NotificationTab) {
  return queryOptions({
    queryKey: notificationKeys.list(tab),
    queryFn: ({ signal }) => fetchNotifications(client, tab, signal),
  });
}

export function useNotificationsQuery(tab: NotificationTab, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(useApiClient(), tab), enabled });
}
