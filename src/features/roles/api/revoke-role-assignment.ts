import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { roleAssignmentResultSchema, type RoleAssignment } from '@shared/contracts/roles';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { roleKeys } from './role-keys';

/** DELETE /role-assignments/{id}: ends it at once (never the last SUPER_ADMIN, never one's own). */
export async function revokeRoleAssignment(client: ApiClient, id: string): Promise<RoleAssignment> {
  const { assignment } = await client.delete(`/role-assignments/${encodeURIComponent(id)}`, roleAssignmentResultSchema);
  return assignment;
}

export function revokeRoleAssignmentMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...roleKeys.assignments(), 'revoke'],
    mutationFn: (id: string) => revokeRoleAssignment(client, id),
  });
}

export function useRevokeRoleAssignmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...revokeRoleAssignmentMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
