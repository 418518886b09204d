import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { memberWriteResultSchema, type MemberProfile } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** POST /members/{id}/reject `{ reason }`: the application is rejected with the officer's reason. */
export async function rejectMember(client: ApiClient, id: string, reason: string): Promise<MemberProfile> {
  const { member } = await client.post(
    `/members/${encodeURIComponent(id)}/reject`,
    { reason },
    memberWriteResultSchema,
  );
  return member;
}

export function rejectMemberMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, 'reject'],
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectMember(client, id, reason),
  });
}

export function useRejectMemberMutation({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...rejectMemberMutationOptions(useApiClient()),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
      onSettled?.();
    },
  });
}
