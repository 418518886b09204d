import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationSummary } from '@shared/contracts/organizations';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { landingKeys } from './landing-keys';

const loadOrganizationListSchema = () =>
  import('@shared/contracts/organizations').then((contracts) => contracts.organizationListSchema);

/** GET /organizations?level=DPW: the provincial chapters, for the partner strip. */
export async function fetchProvincialChapters(client: ApiClient, signal?: AbortSignal): Promise<OrganizationSummary[]> {
  const { organizations } = await client.get('/organizations', loadOrganizationListSchema, {
    signal,
    query: { level: 'DPW' },
  });
  return organizations;
}

export function provincialChaptersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: landingKeys.provincialChapters(),
    queryFn: ({ signal }) => fetchProvincialChapters(client, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useProvincialChaptersQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...provincialChaptersQueryOptions(useApiClient()), enabled });
}
