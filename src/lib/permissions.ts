import { queryOptions, useQuery } from '@tanstack/react-query';
import { callerPermissionsSchema } from '@shared/contracts/dashboard';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';

/**
 * GET /profile/permissions: the caller's permission names, computed in SQL from their role
 * assignments. One query for every feature that shows or hides actions by permission (members,
 * dues), so moving between their screens does not fetch it twice.
 */
export async function fetchPermissions(client: ApiClient, signal?: AbortSignal): Promise<string[]> {
  const { permissions } = await client.get('/profile/permissions', callerPermissionsSchema, { signal });
  return permissions;
}

/** Outside every feature's keys: changing members or dues does not change what the caller may do. */
export const permissionsQueryKey = ['permissions'] as const;

export function permissionsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: permissionsQueryKey,
    queryFn: ({ signal }) => fetchPermissions(client, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function usePermissionsQuery() {
  return useQuery(permissionsQueryOptions(useApiClient()));
}

/**
 * Whether the caller holds `permission`: false until the permissions are known, so an action
 * never flashes up for someone who may not take it. The API checks again either way.
 */
export function useHasPermission(permission: string): boolean {
  const permissions = usePermissionsQuery();
  return permissions.data?.includes(permission) ?? false;
}
