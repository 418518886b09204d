import { useQuery } from '@tanstack/react-query';
import { TRANSFER_PAGE_SIZE, transferHistoryListSchema, type TransferHistoryList } from '@shared/contracts/transfers';
import type { ApiClient, QueryValue } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { filterQuery, pagedQueryOptions, pageQuery } from '@/lib/list-query';
import { transferKeys, type TransferHistoryFilter } from './transfer-keys';

/** The history's filter as query parameters (the list and its export share them). */
export function historyQuery(filter: Omit<TransferHistoryFilter, 'page'>): Record<string, QueryValue> {
  const { search, status, period } = filter;
  return filterQuery({ search, status, period });
}

/** GET /mutations/history: decided requests in scope. */
export function fetchTransferHistory(
  client: ApiClient,
  filter: TransferHistoryFilter,
  signal?: AbortSignal,
): Promise<TransferHistoryList> {
  return client.get('/mutations/history', transferHistoryListSchema, {
    signal,
    query: pageQuery(filter, TRANSFER_PAGE_SIZE),
  });
}

export function transferHistoryQueryOptions(client: ApiClient, filter: TransferHistoryFilter) {
  return pagedQueryOptions(transferKeys.history(filter), (signal) => fetchTransferHistory(client, filter, signal));
}

export function useTransferHistoryQuery(filter: TransferHistoryFilter) {
  return useQuery(transferHistoryQueryOptions(useApiClient(), filter));
}
