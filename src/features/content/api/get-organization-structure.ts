import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationStructureSchema, type OrganizationStructure } from '@shared/contracts/content';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { contentKeys, REFERENCE_STALE_TIME } from './content-keys';

/** GET /content/structure: the DPP, every DPW and its DPCs, with public contact details. */
export function fetchOrganizationStructure(client: ApiClient, signal?: AbortSignal): Promise<OrganizationStructure> {
  return client.get('/content/structure', organizationStructureSchema, { signal });
}

export function organizationStructureQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: contentKeys.structure(),
    queryFn: ({ signal }) => fetchOrganizationStructure(client, signal),
    staleTime: REFERENCE_STALE_TIME,
  });
}

export function useOrganizationStructureQuery() {
  return useQuery(organizationStructureQueryOptions(useApiClient()));
}
