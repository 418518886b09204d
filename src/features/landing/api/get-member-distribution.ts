import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATISTICS_TIMEOUT_MS } from '@shared/constants';
import type { MemberDistributionItem } from '@shared/contracts/statistics';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { landingKeys } from './landing-keys';

const loadMemberDistributionSchema = () =>
  import('@shared/contracts/statistics').then((contracts) => contracts.memberDistributionSchema);

/** GET /statistics/member-distribution: active members per province (public aggregates only). */
export function fetchMemberDistribution(client: ApiClient, signal?: AbortSignal): Promise<MemberDistributionItem[]> {
  return client.get('/statistics/member-distribution', loadMemberDistributionSchema, {
    signal,
    timeoutMs: STATISTICS_TIMEOUT_MS,
  });
}

const collator = new Intl.Collator('id', { sensitivity: 'base' });

/** Largest first; ties alphabetically, so the order is stable between refreshes. */
export function sortByMembers(items: MemberDistributionItem[]): MemberDistributionItem[] {
  return [...items].sort((a, b) => b.memberCount - a.memberCount || collator.compare(a.provinceName, b.provinceName));
}

export function memberDistributionQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: landingKeys.distribution(),
    queryFn: ({ signal }) => fetchMemberDistribution(client, signal),
    select: sortByMembers,
    staleTime: 5 * 60 * 1000,
  });
}

export function useMemberDistributionQuery() {
  return useQuery(memberDistributionQueryOptions(useApiClient()));
}
