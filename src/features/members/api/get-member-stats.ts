import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberStatsSchema, type MemberStats } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** GET /members/stats/overview: the stat tiles above the member list. */
export function fetchMemberStats(client: ApiClient, signal?: AbortSignal): Promise<MemberStats> {
  return client.get('/members/stats/overview', memberStatsSchema, { signal });
}

export function memberStatsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: memberKeys.stats(), queryFn: ({ signal }) => fetchMemberStats(client, signal) });
}

export function useMemberStatsQuery() {
  return useQuery(memberStatsQueryOptions(useApiClient()));
}
