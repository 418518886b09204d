import { queryOptions, useQuery } from '@tanstack/react-query';
import { claimStatusSchema, type ClaimStatus } from '@shared/contracts/claims';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';

/**
 * POST /claims/status: what became of the claim of an emailed link (a POST so that the token
 * stays out of URLs and logs). Reads only.
 */
export function fetchNapClaimStatus(client: ApiClient, token: string, signal?: AbortSignal): Promise<ClaimStatus> {
  return client.post('/claims/status', { token }, claimStatusSchema, { signal });
}

export function napClaimStatusQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: ['auth', 'nap-claim-status', token],
    queryFn: ({ signal }) => fetchNapClaimStatus(client, token, signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useNapClaimStatusQuery(token: string) {
  return useQuery(napClaimStatusQueryOptions(useApiClient(), token));
}
