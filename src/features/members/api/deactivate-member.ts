import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { memberMutationResultSchema, type MemberProfile } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** POST /members/{id}/deactivate `{ reason }`: status INACTIVE, the reason goes to the audit log. */
export async function deactivateMember(client: ApiClient, id: string, reason: string): Promise<MemberProfile> {
  const { member } = await client.post(
    `/members/${encodeURIComponent(id)}/deactivate`,
    { reason },
    memberMutationResultSchema,
  );
  return member;
}

export function deactivateMemberMutationOptions(client: ApiClient, id: string) {
  return mutationOptions({
    mutationKey: [...memberKeys.detail(id), 'deactivate'],
    mutationFn: (reason: string) => deactivateMember(client, id, reason),
  });
}

export function useDeactivateMemberMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deactivateMemberMutationOptions(useApiClient(), id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
