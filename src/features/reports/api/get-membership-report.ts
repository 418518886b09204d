import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  membershipReportSchema,
  type MembershipReport,
  type MembershipReportQuery,
} from '@shared/contracts/membership-report';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { reportKeys } from './report-keys';

/**
 * GET /reports/membership?period&date&from&to&region: members, new, active and inactive against the
 * previous period, per type and region, twelve months of growth, and the highlights.
 */
export function fetchMembershipReport(
  client: ApiClient,
  query: MembershipReportQuery,
  signal?: AbortSignal,
): Promise<MembershipReport> {
  return client.get('/reports/membership', membershipReportSchema, { signal, query: { ...query } });
}

export function membershipReportQueryOptions(client: ApiClient, query: MembershipReportQuery) {
  return queryOptions({
    queryKey: reportKeys.membership(query),
    queryFn: ({ signal }) => fetchMembershipReport(client, query, signal),
    // Another period or region keeps the last report on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}

export function useMembershipReportQuery(query: MembershipReportQuery) {
  return useQuery(membershipReportQueryOptions(useApiClient(), query));
}
