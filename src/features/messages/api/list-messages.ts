import { useQuery } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE, messageListSchema, type MessageList } from '@shared/contracts/messages';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { pagedQueryOptions, pageQuery } from '@/lib/list-query';
import { messageKeys, type MessageListFilter } from './message-keys';

/** While messages wait or are being sent, the list is asked for again this often. */
export const MESSAGE_LIST_POLL_MS = 5000;

/** GET /messages?page&limit&status&channel&template&period&search: one page of the outbox in scope. */
export function fetchMessages(
  client: ApiClient,
  filter: MessageListFilter,
  signal?: AbortSignal,
): Promise<MessageList> {
  return client.get('/messages', messageListSchema, {
    signal,
    cache: 'no-store',
    query: pageQuery(filter, MESSAGE_PAGE_SIZE),
  });
}

export function messagesQueryOptions(client: ApiClient, filter: MessageListFilter) {
  return pagedQueryOptions(messageKeys.list(filter), (signal) => fetchMessages(client, filter, signal));
}

/** The list, refreshed on its own while some message in the filter is still queued or sending. */
export function useMessagesQuery(filter: MessageListFilter) {
  return useQuery({
    ...messagesQueryOptions(useApiClient(), filter),
    refetchInterval: (query) => {
      const counts = query.state.data?.counts;
      return counts && counts.queued + counts.sending > 0 ? MESSAGE_LIST_POLL_MS : false;
    },
  });
}
