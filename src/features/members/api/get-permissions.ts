import { queryOptions, useQuery } from '@tanstack/react-query';
import { callerPermissionsSchema } from '@shared/contracts/dashboard';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** Permission names of the roles (spec §6) the member screens act on. */
export type MemberPermission = 'members.view' | 'members.create' | 'members.edit' | 'members.verify' | 'members.export';

/** GET /profile/permissions: the caller's permission names, computed in SQL from their role assignments. */
export async function fetchPermissions(client: ApiClient, signal?: AbortSignal): Promise<string[]> {
  const { permissions } = await client.get('/profile/permissions', callerPermissionsSchema, { signal });
  return permissions;
}

export function permissionsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: memberKeys.permissions(),
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
export function useCan(permission: MemberPermission): boolean {
  const permissions = usePermissionsQuery();
  return permissions.data?.includes(permission) ?? false;
}
