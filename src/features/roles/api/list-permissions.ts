import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionListSchema, type PermissionList } from '@shared/contracts/roles';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { filterQuery } from '@/lib/list-query';
import { roleKeys, type PermissionListFilter } from './role-keys';

/** GET /permissions?search&category: the permission catalogue with how many roles use each. */
export function fetchPermissions(
  client: ApiClient,
  filter: PermissionListFilter,
  signal?: AbortSignal,
): Promise<PermissionList> {
  return client.get('/permissions', permissionListSchema, { signal, query: filterQuery(filter) });
}

export function permissionsQueryOptions(client: ApiClient, filter: PermissionListFilter) {
  return queryOptions({
    queryKey: roleKeys.permissionList(filter),
    queryFn: ({ signal }) => fetchPermissions(client, filter, signal),
  });
}

export function usePermissionsQuery(filter: PermissionListFilter) {
  return useQuery(permissionsQueryOptions(useApiClient(), filter));
}
