import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATISTICS_TIMEOUT_MS } from '@shared/constants';
import type { StatisticsOverview } from '@shared/contracts/statistics';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { landingKeys } from './landing-keys';

const loadStatisticsOverviewSchema = () =>
  import('@shared/contracts/statistics').then((contracts) => contracts.statisticsOverviewSchema);

/** GET /statistics/overview, anonymously: national member, province and chapter counts for everyone. */
export function fetchStatisticsOverview(client: ApiClient, signal?: AbortSignal): Promise<StatisticsOverview> {
  return client.get('/statistics/overview', loadStatisticsOverviewSchema, {
    signal,
    timeoutMs: STATISTICS_TIMEOUT_MS,
    anonymous: true,
  });
}

export function statisticsOverviewQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: landingKeys.overview(),
    queryFn: ({ signal }) => fetchStatisticsOverview(client, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useStatisticsOverviewQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...statisticsOverviewQueryOptions(useApiClient()), enabled });
}
