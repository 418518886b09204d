import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardBadgesSchema, type DashboardBadges } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { dashboardKeys } from './dashboard-keys';

/** Live counts are polled: another officer may verify or approve in the meantime. */
export const BADGES_REFRESH_MS = 60_000;

/** GET /dashboard/badges: pending verifications and transfer approvals in scope, unread notifications. */
export function fetchDashboardBadges(client: ApiClient, signal?: AbortSignal): Promise<DashboardBadges> {
  return client.get('/dashboard/badges', dashboardBadgesSchema, { signal });
}

export function dashboardBadgesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.badges(),
    queryFn: ({ signal }) => fetchDashboardBadges(client, signal),
    refetchInterval: BADGES_REFRESH_MS,
  });
}

export function useDashboardBadgesQuery() {
  return useQuery(dashboardBadgesQueryOptions(useApiClient()));
}
