import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATISTICS_TIMEOUT_MS } from '@shared/constants';
import { statisticsOverviewSchema, type StatisticsOverview } from '@shared/contracts/statistics';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { dashboardKeys } from './dashboard-keys';

/**
 * GET /statistics/overview: with a session, the payment totals are the caller's scope. The landing
 * page asks the same URL anonymously and the browser keeps that answer (public, 5 minutes), whose
 * payment totals are null; the dashboard must not be handed it, so it bypasses the browser cache.
 */
export function fetchStatisticsOverview(client: ApiClient, signal?: AbortSignal): Promise<StatisticsOverview> {
  return client.get('/statistics/overview', statisticsOverviewSchema, {
    signal,
    timeoutMs: STATISTICS_TIMEOUT_MS,
    cache: 'no-store',
  });
}

export function statisticsOverviewQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.statisticsOverview(),
    queryFn: ({ signal }) => fetchStatisticsOverview(client, signal),
  });
}

export function useStatisticsOverviewQuery() {
  return useQuery(statisticsOverviewQueryOptions(useApiClient()));
}
