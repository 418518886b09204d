import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { roleResultSchema, type Role, type RoleFields } from '@shared/contracts/roles';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { roleKeys } from './role-keys';

/** POST /roles: a custom role of level DPW or DPC with permissions the caller holds. */
export async function createRole(client: ApiClient, fields: RoleFields): Promise<Role> {
  const { role } = await client.post('/roles', fields, roleResultSchema);
  return role;
}

export function createRoleMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...roleKeys.roles(), 'create'],
    mutationFn: (fields: RoleFields) => createRole(client, fields),
  });
}

export function useCreateRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createRoleMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
