import { useQuery } from '@tanstack/react-query';
import { ROLE_PAGE_SIZE, roleListSchema, type RoleList } from '@shared/contracts/roles';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { pagedQueryOptions, pageQuery } from '@/lib/list-query';
import { roleKeys, type RoleListFilter } from './role-keys';

/** GET /roles?page&limit&search&level&grantableIn: roles with their permissions and how many hold each. */
export function fetchRoles(client: ApiClient, filter: RoleListFilter, signal?: AbortSignal): Promise<RoleList> {
  return client.get('/roles', roleListSchema, { signal, query: pageQuery(filter, ROLE_PAGE_SIZE) });
}

export function rolesQueryOptions(client: ApiClient, filter: RoleListFilter) {
  return pagedQueryOptions(roleKeys.roleList(filter), (signal) => fetchRoles(client, filter, signal));
}

export function useRolesQuery(filter: RoleListFilter) {
  return useQuery(rolesQueryOptions(useApiClient(), filter));
}
