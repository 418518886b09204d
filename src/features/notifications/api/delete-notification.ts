import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { notificationKeys } from './notification-keys';

/** DELETE /notifications/{id}: persisted on the server (not local only, unlike the spec's samples). */
export async function deleteNotification(client: ApiClient, id: string): Promise<string> {
  const result = await client.delete(`/notifications/${encodeURIComponent(id)}`, z.object({ id: z.guid() }));
  return result.id;
}

export function deleteNotificationMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...notificationKeys.all, 'delete'],
    mutationFn: (id: string) => deleteNotification(client, id),
  });
}

export function useDeleteNotificationMutation({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteNotificationMutationOptions(useApiClient()),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      onSettled?.();
    },
  });
}
