import { queryOptions, useQuery } from '@tanstack/react-query';
import { reminderHistorySchema, type ReminderHistory } from '@shared/contracts/reminders';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** GET /dues/reminders?memberId: a member's dues reminders with their delivery statuses (RLS decides). */
export function fetchMemberReminders(
  client: ApiClient,
  memberId: string,
  signal?: AbortSignal,
): Promise<ReminderHistory> {
  return client.get('/dues/reminders', reminderHistorySchema, { signal, query: { memberId } });
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
