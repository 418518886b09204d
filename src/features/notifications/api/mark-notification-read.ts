import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { notificationSchema, type Notification } from '@shared/contracts/notifications';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { notificationKeys } from './notification-keys';

/** POST /notifications/{id}/read. */
export async function markNotificationRead(client: ApiClient, id: string): Promise<Notification> {
  const { notification } = await client.post(
    `/notifications/${encodeURIComponent(id)}/read`,
    undefined,
    z.object({ notification: notificationSchema }),
  );
  return notification;
}

export function markNotificationReadMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...notificationKeys.all, 'mark-read'],
    mutationFn: (id: string) => markNotificationRead(client, id),
  });
}

export function useMarkNotificationReadMutation({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...markNotificationReadMutationOptions(useApiClient()),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      onSettled?.();
    },
  });
}
