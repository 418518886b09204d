import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberStatsSchema, type MemberStats } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';

/**
 * GET /members/stats/overview: member counts in the officer's scope, for the dashboard home's
 * tiles and the member list's. One query (under the members feature's `['members']` keys, so its
 * changes refresh it) so that going from one screen to the other does not fetch it twice.
 */
export function fetchMemberStats(client: ApiClient, signal?: AbortSignal): Promise<MemberStats> {
  return client.get('/members/stats/overview', memberStatsSchema, { signal });
}

export const memberStatsQueryKey = ['members', 'stats'] as const;

export function memberStatsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: memberStatsQueryKey, queryFn: ({ signal }) => fetchMemberStats(client, signal) });
}

export function useMemberStatsQuery() {
  return useQuery(memberStatsQueryOptions(useApiClient()));
}
