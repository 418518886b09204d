import { queryOptions, useQuery } from '@tanstack/react-query';
import { reminderScheduleSchema, type ReminderSchedule } from '@shared/contracts/reminder-schedule';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/**
 * GET /dues/reminder-schedule?organizationId: the automatic reminder days in force in an
 * organization of the officer's scope, or in their own (null).
 */
export function fetchReminderSchedule(
  client: ApiClient,
  organizationId: string | null,
  signal?: AbortSignal,
): Promise<ReminderSchedule> {
  return client.get('/dues/reminder-schedule', reminderScheduleSchema, {
    signal,
    query: { organizationId: organizationId ?? undefined },
  });
}

export function reminderScheduleQueryOptions(client: ApiClient, organizationId: string | null) {
  return queryOptions({
    queryKey: duesKeys.reminderSchedule(organizationId),
    queryFn: ({ signal }) => fetchReminderSchedule(client, organizationId, signal),
  });
}

export function useReminderScheduleQuery(organizationId: string | null = null) {
  return useQuery(reminderScheduleQueryOptions(useApiClient(), organizationId));
}
