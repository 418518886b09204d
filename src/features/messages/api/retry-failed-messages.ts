import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { retryFailedResultSchema, type RetryFailedResult } from '@shared/contracts/messages';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { messageKeys, type MessageListFilter } from './message-keys';

/**
 * POST /messages/retry-failed: every failed message of the list's filter (its status aside) queued
 * again with a full set of attempts, at most 1,000 (audited).
 */
export function retryFailedMessages(client: ApiClient, filter: MessageListFilter): Promise<RetryFailedResult> {
  return client.post(
    '/messages/retry-failed',
    {
      search: filter.search || undefined,
      channel: filter.channel,
      template: filter.template || undefined,
      period: filter.period,
    },
    retryFailedResultSchema,
  );
}

export function retryFailedMessagesMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...messageKeys.all, 'retry-failed'],
    mutationFn: (filter: MessageListFilter) => retryFailedMessages(client, filter),
  });
}

export function useRetryFailedMessagesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...retryFailedMessagesMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
