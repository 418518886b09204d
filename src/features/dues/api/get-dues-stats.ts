import { queryOptions, useQuery } from '@tanstack/react-query';
import { duesStatsSchema, type DuesStats } from '@shared/contracts/payments';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** GET /dues/stats: revenue, pending attempts, overdue members and this month's collection in scope. */
export function fetchDuesStats(client: ApiClient, signal?: AbortSignal): Promise<DuesStats> {
  return client.get('/dues/stats', duesStatsSchema, { signal });
}

export function duesStatsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: duesKeys.stats(), queryFn: ({ signal }) => fetchDuesStats(client, signal) });
}

export function useDuesStatsQuery() {
  return useQuery(duesStatsQueryOptions(useApiClient()));
}
