import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageListSchema, type MessageList } from '@shared/contracts/messages';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** GET /messages?memberId&template=dues_reminder: a member's dues reminders with their delivery statuses (RLS decides). */
export function fetchMemberReminders(client: ApiClient, memberId: string, signal?: AbortSignal): Promise<MessageList> {
  return client.get('/messages', messageListSchema, {
    signal,
    query: { memberId, template: 'dues_reminder', limit: 100 },
  });
}

export function memberRemindersQueryOptions(client: ApiClient, memberId: string) {
  return queryOptions({
    queryKey: memberKeys.reminders(memberId),
    queryFn: ({ signal }) => fetchMemberReminders(client, memberId, signal),
  });
}

export function useMemberRemindersQuery(memberId: string) {
  return useQuery(memberRemindersQueryOptions(useApiClient(), memberId));
}
