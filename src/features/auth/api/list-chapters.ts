import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationListSchema, type OrganizationSummary } from '@shared/contracts/organizations';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { groupChaptersByProvince } from '@/lib/chapter-groups';
import { authKeys } from './auth-keys';

/** GET /organizations?level=DPC: the public list of city/regency chapters a person can join. */
export async function fetchChapters(client: ApiClient, signal?: AbortSignal): Promise<OrganizationSummary[]> {
  const { organizations } = await client.get('/organizations', organizationListSchema, {
    signal,
    query: { level: 'DPC' },
  });
  return organizations;
}

export function chaptersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: authKeys.chapters(),
    queryFn: ({ signal }) => fetchChapters(client, signal),
    select: groupChaptersByProvince,
    staleTime: 60 * 60 * 1000,
  });
}

export function useChaptersQuery() {
  return useQuery(chaptersQueryOptions(useApiClient()));
}
