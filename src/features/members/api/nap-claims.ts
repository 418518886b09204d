import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimListSchema, claimResultSchema, type ClaimResolution, type NapClaim } from '@shared/contracts/claims';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** GET /claims?memberId=…: the NAP claims on one member (officers with members.edit in its DPC). */
export async function listMemberClaims(client: ApiClient, memberId: string, signal?: AbortSignal): Promise<NapClaim[]> {
  const { claims } = await client.get(`/claims?memberId=${encodeURIComponent(memberId)}`, claimListSchema, { signal });
  return claims;
}

export function memberClaimsQueryOptions(client: ApiClient, memberId: string) {
  return queryOptions({
    queryKey: memberKeys.claims(memberId),
    queryFn: ({ signal }) => listMemberClaims(client, memberId, signal),
  });
}

export function useMemberClaimsQuery(memberId: string, enabled: boolean) {
  return useQuery({ ...memberClaimsQueryOptions(useApiClient(), memberId), enabled });
}

export interface ResolveClaimInput {
  id: string;
  action: ClaimResolution;
  note: string;
}

/**
 * POST /claims/{id}/resolve: approve or reject a claim awaiting approval, cancel a claim, or unlink
 * the member's current login for a disputed one.
 */
export async function resolveNapClaim(client: ApiClient, { id, ...body }: ResolveClaimInput): Promise<NapClaim> {
  const { claim } = await client.post(`/claims/${encodeURIComponent(id)}/resolve`, body, claimResultSchema);
  return claim;
}

export function resolveNapClaimMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, 'resolve-claim'],
    mutationFn: (input: ResolveClaimInput) => resolveNapClaim(client, input),
  });
}

export function useResolveNapClaimMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...resolveNapClaimMutationOptions(useApiClient()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
