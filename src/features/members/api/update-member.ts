import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMemberInput } from '@shared/contracts/member-fields';
import { memberWriteResultSchema, type MemberProfile } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** PATCH /members/{id}: an officer edits a member in scope (audited as members.update). */
export async function updateMember(client: ApiClient, id: string, input: UpdateMemberInput): Promise<MemberProfile> {
  const { member } = await client.patch(`/members/${encodeURIComponent(id)}`, input, memberWriteResultSchema);
  return member;
}

export function updateMemberMutationOptions(client: ApiClient, id: string) {
  return mutationOptions({
    mutationKey: [...memberKeys.detail(id), 'update'],
    mutationFn: (input: UpdateMemberInput) => updateMember(client, id, input),
  });
}

export function useUpdateMemberMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateMemberMutationOptions(useApiClient(), id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
