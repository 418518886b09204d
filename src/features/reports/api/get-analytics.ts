import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsSchema, type Analytics, type AnalyticsWindow } from '@shared/contracts/analytics';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { reportKeys } from './report-keys';

/**
 * GET /reports/analytics?months: members over time, the collection rate, transfers, applications
 * against verifications with the median wait, and arrears ageing, for the last 6, 12 or 24 months.
 */
export function fetchAnalytics(client: ApiClient, months: AnalyticsWindow, signal?: AbortSignal): Promise<Analytics> {
  return client.get('/reports/analytics', analyticsSchema, { signal, query: { months } });
}

export function analyticsQueryOptions(client: ApiClient, months: AnalyticsWindow) {
  return queryOptions({
    queryKey: [...reportKeys.all, 'analytics', months] as const,
    queryFn: ({ signal }) => fetchAnalytics(client, months, signal),
    // Another window keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsQuery(months: AnalyticsWindow) {
  return useQuery(analyticsQueryOptions(useApiClient(), months));
}
