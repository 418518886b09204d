import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { roleAssignmentResultSchema, type RoleAssignment, type RoleAssignmentFields } from '@shared/contracts/roles';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { roleKeys } from './role-keys';

/** POST /role-assignments: a role for a user in an organization, optionally until a last day. */
export async function assignRole(client: ApiClient, fields: RoleAssignmentFields): Promise<RoleAssignment> {
  const { assignment } = await client.post('/role-assignments', fields, roleAssignmentResultSchema);
  return assignment;
}

export function assignRoleMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...roleKeys.assignments(), 'assign'],
    mutationFn: (fields: RoleAssignmentFields) => assignRole(client, fields),
  });
}

export function useAssignRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...assignRoleMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
