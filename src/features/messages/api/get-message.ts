import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageResultSchema, type OutboxMessage } from '@shared/contracts/messages';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { MESSAGE_LIST_POLL_MS } from './list-messages';
import { messageKeys } from './message-keys';

/** GET /messages/{id}: one message in scope with its full text. */
export async function fetchMessage(client: ApiClient, id: string, signal?: AbortSignal): Promise<OutboxMessage> {
  const { message } = await client.get(`/messages/${encodeURIComponent(id)}`, messageResultSchema, {
    signal,
    cache: 'no-store',
  });
  return message;
}

export function messageQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: ({ signal }) => fetchMessage(client, id, signal),
  });
}

/** The message, asked for again while it waits or is being sent (after a retry, until it is sent or fails). */
export function useMessageQuery(id: string) {
  return useQuery({
    ...messageQueryOptions(useApiClient(), id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'sending' ? MESSAGE_LIST_POLL_MS : false;
    },
  });
}
