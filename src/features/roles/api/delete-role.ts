import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { roleResultSchema, type Role } from '@shared/contracts/roles';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { roleKeys } from './role-keys';

/** DELETE /roles/{id}: refused (409 ROLE_IN_USE, naming how many) while assignments hold it. */
export async function deleteRole(client: ApiClient, id: string): Promise<Role> {
  const { role } = await client.delete(`/roles/${encodeURIComponent(id)}`, roleResultSchema);
  return role;
}

export function deleteRoleMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...roleKeys.roles(), 'delete'],
    mutationFn: (id: string) => deleteRole(client, id),
  });
}

export function useDeleteRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteRoleMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
