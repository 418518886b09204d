import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  duesSplitReportSchema,
  type DuesSplitReport,
  type DuesSplitReportQuery,
} from '@shared/contracts/dues-split-report';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { reportKeys } from './report-keys';

/** GET /reports/dues-split?period&date: the DPP, DPW and DPC shares of the caller's chapters' payments. */
export function fetchDuesSplitReport(
  client: ApiClient,
  query: DuesSplitReportQuery,
  signal?: AbortSignal,
): Promise<DuesSplitReport> {
  return client.get('/reports/dues-split', duesSplitReportSchema, { signal, query: { ...query } });
}

export function duesSplitReportQueryOptions(client: ApiClient, query: DuesSplitReportQuery) {
  return queryOptions({
    queryKey: reportKeys.duesSplit(query),
    queryFn: ({ signal }) => fetchDuesSplitReport(client, query, signal),
    // Another period keeps the last report on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}

export function useDuesSplitReportQuery(query: DuesSplitReportQuery) {
  return useQuery(duesSplitReportQueryOptions(useApiClient(), query));
}
