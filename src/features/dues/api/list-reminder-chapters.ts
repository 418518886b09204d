import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationListSchema, type OrganizationSummary } from '@shared/contracts/organizations';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** GET /dues/overdue/chapters: the DPCs where the officer sends reminders, by province and name. */
export async function fetchReminderChapters(client: ApiClient, signal?: AbortSignal): Promise<OrganizationSummary[]> {
  const { organizations } = await client.get('/dues/overdue/chapters', organizationListSchema, { signal });
  return organizations;
}

export function reminderChaptersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: duesKeys.reminderChapters(),
    queryFn: ({ signal }) => fetchReminderChapters(client, signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useReminderChaptersQuery() {
  return useQuery(reminderChaptersQueryOptions(useApiClient()));
}
