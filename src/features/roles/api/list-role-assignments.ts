import { useQuery } from '@tanstack/react-query';
import { ROLE_ASSIGNMENT_PAGE_SIZE, roleAssignmentListSchema, type RoleAssignmentList } from '@shared/contracts/roles';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { pagedQueryOptions, pageQuery } from '@/lib/list-query';
import { roleKeys, type RoleAssignmentListFilter } from './role-keys';

/** GET /role-assignments?page&limit&search&status&organizationId: who holds which role where. */
export function fetchRoleAssignments(
  client: ApiClient,
  filter: RoleAssignmentListFilter,
  signal?: AbortSignal,
): Promise<RoleAssignmentList> {
  return client.get('/role-assignments', roleAssignmentListSchema, {
    signal,
    query: pageQuery(filter, ROLE_ASSIGNMENT_PAGE_SIZE),
  });
}

export function roleAssignmentsQueryOptions(client: ApiClient, filter: RoleAssignmentListFilter) {
  return pagedQueryOptions(roleKeys.assignmentList(filter), (signal) => fetchRoleAssignments(client, filter, signal));
}

export function useRoleAssignmentsQuery(filter: RoleAssignmentListFilter) {
  return useQuery(roleAssignmentsQueryOptions(useApiClient(), filter));
}
