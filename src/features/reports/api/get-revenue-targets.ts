import { queryOptions, useQuery } from '@tanstack/react-query';
import { revenueTargetsSchema, type RevenueTargets } from '@shared/contracts/revenue-targets';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { reportKeys } from './report-keys';

/** GET /reports/targets?year: the caller's own chapter's monthly revenue targets, and whether they may set them. */
export function fetchRevenueTargets(client: ApiClient, year: number, signal?: AbortSignal): Promise<RevenueTargets> {
  return client.get('/reports/targets', revenueTargetsSchema, { signal, query: { year: String(year) } });
}

export function revenueTargetsQueryOptions(client: ApiClient, year: number) {
  return queryOptions({
    queryKey: reportKeys.targets(year),
    queryFn: ({ signal }) => fetchRevenueTargets(client, year, signal),
  });
}

export function useRevenueTargetsQuery(year: number) {
  return useQuery(revenueTargetsQueryOptions(useApiClient(), year));
}
