import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { memberWriteResultSchema, type MemberProfile } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

export interface LinkApplicationInput {
  /** The flagged PENDING application. */
  id: string;
  /** The NAP holder it matches, who receives the applicant's login. */
  memberId: string;
}

/** POST /members/{id}/link `{ memberId }`: resolves a flagged application; returns the NAP holder. */
export async function linkApplication(
  client: ApiClient,
  { id, memberId }: LinkApplicationInput,
): Promise<MemberProfile> {
  const { member } = await client.post(
    `/members/${encodeURIComponent(id)}/link`,
    { memberId },
    memberWriteResultSchema,
  );
  return member;
}

export function linkApplicationMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, 'link'],
    mutationFn: (input: LinkApplicationInput) => linkApplication(client, input),
  });
}

export function useLinkApplicationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...linkApplicationMutationOptions(useApiClient()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
