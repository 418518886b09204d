import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TRANSFER_PAGE_SIZE, transferHistoryListSchema, type TransferHistoryList } from '@shared/contracts/transfers';
import type { ApiClient, QueryValue } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { transferKeys, type TransferHistoryFilter } from './transfer-keys';

const withoutAll = (value: string) => (value && value !== 'all' ? value : undefined);

/** The history's filter as query parameters (the list and its export share them). */
export function historyQuery(filter: Omit<TransferHistoryFilter, 'page'>): Record<string, QueryValue> {
  return {
    search: filter.search || undefined,
    status: withoutAll(filter.status),
    period: withoutAll(filter.period),
  };
}

/** GET /mutations/history: decided requests in scope. */
export function fetchTransferHistory(
  client: ApiClient,
  filter: TransferHistoryFilter,
  signal?: AbortSignal,
): Promise<TransferHistoryList> {
  return client.get('/mutations/history', transferHistoryListSchema, {
    signal,
    query: { page: filter.page, limit: TRANSFER_PAGE_SIZE, ...historyQuery(filter) },
  });
}

export function transferHistoryQueryOptions(client: ApiClient, filter: TransferHistoryFilter) {
  return queryOptions({
    queryKey: transferKeys.history(filter),
    queryFn: ({ signal }) => fetchTransferHistory(client, filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTransferHistoryQuery(filter: TransferHistoryFilter) {
  return useQuery(transferHistoryQueryOptions(useApiClient(), filter));
}
