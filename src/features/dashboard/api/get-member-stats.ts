import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberStatsSchema, type MemberStats } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { dashboardKeys } from './dashboard-keys';

/** GET /members/stats/overview: member counts in the officer's scope (home tiles). */
export function fetchMemberStats(client: ApiClient, signal?: AbortSignal): Promise<MemberStats> {
  return client.get('/members/stats/overview', memberStatsSchema, { signal });
}

export function memberStatsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.memberStats(),
    queryFn: ({ signal }) => fetchMemberStats(client, signal),
  });
}

export function useMemberStatsQuery() {
  return useQuery(memberStatsQueryOptions(useApiClient()));
}
