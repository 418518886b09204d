import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { memberWriteResultSchema, type MemberProfile } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** `deactivate`: status INACTIVE. `activate`: a deactivated or suspended member back to ACTIVE. */
export type MemberStatusAction = 'deactivate' | 'activate';

/** POST /members/{id}/{deactivate|activate} `{ reason }`: the reason is kept and audited. */
export async function changeMemberStatus(
  client: ApiClient,
  id: string,
  action: MemberStatusAction,
  reason: string,
): Promise<MemberProfile> {
  const { member } = await client.post(
    `/members/${encodeURIComponent(id)}/${action}`,
    { reason },
    memberWriteResultSchema,
  );
  return member;
}

export function changeMemberStatusMutationOptions(client: ApiClient, id: string, action: MemberStatusAction) {
  return mutationOptions({
    mutationKey: [...memberKeys.detail(id), action],
    mutationFn: (reason: string) => changeMemberStatus(client, id, action, reason),
  });
}

export function useChangeMemberStatusMutation(id: string, action: MemberStatusAction) {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeMemberStatusMutationOptions(useApiClient(), id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
