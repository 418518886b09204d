import { queryOptions, useQuery } from '@tanstack/react-query';
import { recentAuditSchema, type AuditEntry } from '@shared/contracts/dashboard';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { dashboardKeys } from './dashboard-keys';

/** GET /audit/recent: the latest entries of the audit log in the caller's scope. */
export async function fetchRecentActivity(
  client: ApiClient,
  limit: number,
  signal?: AbortSignal,
): Promise<AuditEntry[]> {
  const { entries } = await client.get('/audit/recent', recentAuditSchema, { signal, query: { limit } });
  return entries;
}

export function recentActivityQueryOptions(client: ApiClient, limit = 10) {
  return queryOptions({
    queryKey: dashboardKeys.recentActivity(limit),
    queryFn: ({ signal }) => fetchRecentActivity(client, limit, signal),
  });
}

export function useRecentActivityQuery(limit = 10) {
  return useQuery(recentActivityQueryOptions(useApiClient(), limit));
}
