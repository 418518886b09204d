import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { roleResultSchema, type Role, type RoleUpdateFields } from '@shared/contracts/roles';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { roleKeys } from './role-keys';

/** PUT /roles/{id}: display name, description and permissions of a custom role. */
export async function updateRole(client: ApiClient, id: string, fields: RoleUpdateFields): Promise<Role> {
  const { role } = await client.put(`/roles/${encodeURIComponent(id)}`, fields, roleResultSchema);
  return role;
}

export function updateRoleMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...roleKeys.roles(), 'update'],
    mutationFn: ({ id, fields }: { id: string; fields: RoleUpdateFields }) => updateRole(client, id, fields),
  });
}

export function useUpdateRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateRoleMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
