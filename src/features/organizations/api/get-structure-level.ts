import { queryOptions, useQuery } from '@tanstack/react-query';
import { structureLevelSchema, type StructureNode } from '@shared/contracts/organizations';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { organizationKeys } from './organization-keys';

/** GET /organizations/structure[?parentId]: one level of the tree (the caller's top chapters without a parent). */
export async function fetchStructureLevel(
  client: ApiClient,
  parentId: string | null,
  signal?: AbortSignal,
): Promise<StructureNode[]> {
  const { chapters } = await client.get('/organizations/structure', structureLevelSchema, {
    signal,
    query: { parentId: parentId ?? undefined },
  });
  return chapters;
}

export function structureLevelQueryOptions(client: ApiClient, parentId: string | null) {
  return queryOptions({
    queryKey: organizationKeys.structure(parentId ?? 'top'),
    queryFn: ({ signal }) => fetchStructureLevel(client, parentId, signal),
  });
}

export function useStructureLevelQuery(parentId: string | null, enabled = true) {
  return useQuery({ ...structureLevelQueryOptions(useApiClient(), parentId), enabled });
}
