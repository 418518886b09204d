import { queryOptions, useQuery } from '@tanstack/react-query';
import { reminderPreviewSchema, type ReminderPreview, type ReminderType } from '@shared/contracts/reminders';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** GET /dues/overdue/{memberId}/reminder-preview: the reminder as the member would receive it, rendered by the server. */
export function fetchReminderPreview(
  client: ApiClient,
  memberId: string,
  reminderType: ReminderType,
  signal?: AbortSignal,
): Promise<ReminderPreview> {
  return client.get(`/dues/overdue/${encodeURIComponent(memberId)}/reminder-preview`, reminderPreviewSchema, {
    signal,
    query: { reminderType },
  });
}

export function reminderPreviewQueryOptions(client: ApiClient, memberId: string, reminderType: ReminderType) {
  return queryOptions({
    queryKey: duesKeys.reminderPreview(memberId, reminderType),
    queryFn: ({ signal }) => fetchReminderPreview(client, memberId, reminderType, signal),
  });
}

export function useReminderPreviewQuery(memberId: string | undefined, reminderType: ReminderType) {
  const client = useApiClient();
  return useQuery({ ...reminderPreviewQueryOptions(client, memberId ?? '', reminderType), enabled: !!memberId });
}
