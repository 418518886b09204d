import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationListSchema, type OrganizationSummary } from '@shared/contracts/organizations';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** GET /members/chapters: the DPCs in which the caller may add members, by province and name. */
export async function fetchCreatableChapters(client: ApiClient, signal?: AbortSignal): Promise<OrganizationSummary[]> {
  const { organizations } = await client.get('/members/chapters', organizationListSchema, { signal });
  return organizations;
}

export function creatableChaptersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: memberKeys.chapters(),
    queryFn: ({ signal }) => fetchCreatableChapters(client, signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useCreatableChaptersQuery(enabled = true) {
  return useQuery({ ...creatableChaptersQueryOptions(useApiClient()), enabled });
}
