import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { memberWriteResultSchema, type MemberProfile } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** POST /members/{id}/verify: assigns the NAP and the membership dates, notifies the member. */
export async function verifyMember(client: ApiClient, id: string): Promise<MemberProfile> {
  const { member } = await client.post(`/members/${encodeURIComponent(id)}/verify`, undefined, memberWriteResultSchema);
  return member;
}

export function verifyMemberMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, 'verify'],
    mutationFn: (id: string) => verifyMember(client, id),
  });
}

export function useVerifyMemberMutation({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...verifyMemberMutationOptions(useApiClient()),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
      onSettled?.();
    },
  });
}
