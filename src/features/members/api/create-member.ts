import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberInput } from '@shared/contracts/member-fields';
import { memberWriteResultSchema, type MemberProfile } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** POST /members: an officer adds a member directly; it starts PENDING, the NAP comes on verification. */
export async function createMember(client: ApiClient, input: CreateMemberInput): Promise<MemberProfile> {
  const { member } = await client.post('/members', input, memberWriteResultSchema);
  return member;
}

export function createMemberMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, 'create'],
    mutationFn: (input: CreateMemberInput) => createMember(client, input),
  });
}

export function useCreateMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createMemberMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
