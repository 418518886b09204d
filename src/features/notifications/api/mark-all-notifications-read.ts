import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllReadSchema } from '@shared/contracts/notifications';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { notificationKeys } from './notification-keys';

/** POST /notifications/read-all: `{ updated }` is how many were unread. */
export async function markAllNotificationsRead(client: ApiClient): Promise<number> {
  const { updated } = await client.post('/notifications/read-all', undefined, markAllReadSchema);
  return updated;
}

export function markAllNotificationsReadMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...notificationKeys.all, 'mark-all-read'],
    mutationFn: () => markAllNotificationsRead(client),
  });
}

export function useMarkAllNotificationsReadMutation({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...markAllNotificationsReadMutationOptions(useApiClient()),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      onSettled?.();
    },
  });
}
