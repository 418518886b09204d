import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshInsightsSchema } from '@shared/contracts/notifications';
import type { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { notificationKeys } from './notification-keys';

export type RefreshInsightsResult = z.infer<typeof refreshInsightsSchema>;

/** POST /notifications/insights/refresh: recomputes the caller's AI insights from their own data. */
export function refreshInsights(client: ApiClient): Promise<RefreshInsightsResult> {
  return client.post('/notifications/insights/refresh', undefined, refreshInsightsSchema);
}

export function refreshInsightsMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...notificationKeys.all, 'refresh-insights'],
    mutationFn: () => refreshInsights(client),
  });
}

export function useRefreshInsightsMutation({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshInsightsMutationOptions(useApiClient()),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      onSettled?.();
    },
  });
}
