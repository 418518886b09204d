import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { financialReportSchema, type FinancialReport, type FinancialReportQuery } from '@shared/contracts/reports';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { reportKeys } from './report-keys';

/** GET /reports/financial?period&date: the financial report of the caller's chapters. */
export function fetchFinancialReport(
  client: ApiClient,
  query: FinancialReportQuery,
  signal?: AbortSignal,
): Promise<FinancialReport> {
  return client.get('/reports/financial', financialReportSchema, { signal, query: { ...query } });
}

export function financialReportQueryOptions(client: ApiClient, query: FinancialReportQuery) {
  return queryOptions({
    queryKey: reportKeys.financial(query),
    queryFn: ({ signal }) => fetchFinancialReport(client, query, signal),
    // Another period keeps the last report on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}

export function useFinancialReportQuery(query: FinancialReportQuery) {
  return useQuery(financialReportQueryOptions(useApiClient(), query));
}
