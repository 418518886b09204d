import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { roleAssignmentResultSchema, type RoleAssignment } from '@shared/contracts/roles';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { roleKeys } from './role-keys';

/** PATCH /role-assignments/{id}: renew or limit; `null` never expires. */
export async function setRoleAssignmentExpiry(
  client: ApiClient,
  id: string,
  expiresOn: string | null,
): Promise<RoleAssignment> {
  const { assignment } = await client.patch(
    `/role-assignments/${encodeURIComponent(id)}`,
    { expiresOn },
    roleAssignmentResultSchema,
  );
  return assignment;
}

export function setRoleAssignmentExpiryMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...roleKeys.assignments(), 'expiry'],
    mutationFn: ({ id, expiresOn }: { id: string; expiresOn: string | null }) =>
      setRoleAssignmentExpiry(client, id, expiresOn),
  });
}

export function useSetRoleAssignmentExpiryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setRoleAssignmentExpiryMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
