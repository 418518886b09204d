import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResultSchema, type OutboxMessage } from '@shared/contracts/messages';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { messageKeys } from './message-keys';

/** POST /messages/{id}/retry: a failed message queued again with a full set of attempts (audited). */
export async function retryMessage(client: ApiClient, id: string): Promise<OutboxMessage> {
  const { message } = await client.post(`/messages/${encodeURIComponent(id)}/retry`, {}, messageResultSchema);
  return message;
}

export function retryMessageMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...messageKeys.all, 'retry'],
    mutationFn: (id: string) => retryMessage(client, id),
  });
}

export function useRetryMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...retryMessageMutationOptions(useApiClient()),
    onSuccess: (message) => {
      queryClient.setQueryData(messageKeys.detail(message.id), message);
      return queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
    },
  });
}
