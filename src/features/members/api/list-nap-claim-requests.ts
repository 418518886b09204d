import { queryOptions, useQuery } from '@tanstack/react-query';
import { claimListSchema, type NapClaim } from '@shared/contracts/claims';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/**
 * GET /claims?status=awaiting_approval: claims on register rows without email that wait for an
 * officer who verifies the DPC's members (decision 0035), oldest first.
 */
export async function listNapClaimRequests(client: ApiClient, signal?: AbortSignal): Promise<NapClaim[]> {
  const { claims } = await client.get('/claims', claimListSchema, { signal, query: { status: 'awaiting_approval' } });
  return claims;
}

export function napClaimRequestsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: memberKeys.claimRequests(),
    queryFn: ({ signal }) => listNapClaimRequests(client, signal),
  });
}

export function useNapClaimRequestsQuery(enabled = true) {
  return useQuery({ ...napClaimRequestsQueryOptions(useApiClient()), enabled });
}
