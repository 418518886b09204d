import { queryOptions, useQuery } from '@tanstack/react-query';
import { reminderScheduleSchema, type ReminderSchedule } from '@shared/contracts/reminder-schedule';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** GET /dues/reminder-schedule: the automatic reminder days in force in the officer's own organization. */
export function fetchReminderSchedule(client: ApiClient, signal?: AbortSignal): Promise<ReminderSchedule> {
  return client.get('/dues/reminder-schedule', reminderScheduleSchema, { signal });
}

export function reminderScheduleQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: duesKeys.reminderSchedule(),
    queryFn: ({ signal }) => fetchReminderSchedule(client, signal),
  });
}

export function useReminderScheduleQuery() {
  return useQuery(reminderScheduleQueryOptions(useApiClient()));
}
