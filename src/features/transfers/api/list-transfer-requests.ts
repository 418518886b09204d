import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TRANSFER_PAGE_SIZE, transferRequestListSchema, type TransferRequestList } from '@shared/contracts/transfers';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { transferKeys, type TransferRequestFilter } from './transfer-keys';

/** GET /mutations/requests: the caller's scope (a member: their own), with the statistics. */
export function fetchTransferRequests(
  client: ApiClient,
  filter: TransferRequestFilter,
  signal?: AbortSignal,
): Promise<TransferRequestList> {
  return client.get('/mutations/requests', transferRequestListSchema, {
    signal,
    query: {
      page: filter.page,
      limit: TRANSFER_PAGE_SIZE,
      search: filter.search || undefined,
      status: filter.status && filter.status !== 'all' ? filter.status : undefined,
    },
  });
}

export function transferRequestsQueryOptions(client: ApiClient, filter: TransferRequestFilter) {
  return queryOptions({
    queryKey: transferKeys.requests(filter),
    queryFn: ({ signal }) => fetchTransferRequests(client, filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTransferRequestsQuery(filter: TransferRequestFilter) {
  return useQuery(transferRequestsQueryOptions(useApiClient(), filter));
}
