import { useQuery } from '@tanstack/react-query';
import { TRANSFER_PAGE_SIZE, transferRequestListSchema, type TransferRequestList } from '@shared/contracts/transfers';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { pagedQueryOptions, pageQuery } from '@/lib/list-query';
import { transferKeys, type TransferRequestFilter } from './transfer-keys';

/** GET /mutations/requests: the caller's scope (a member: their own), with the statistics. */
export function fetchTransferRequests(
  client: ApiClient,
  filter: TransferRequestFilter,
  signal?: AbortSignal,
): Promise<TransferRequestList> {
  return client.get('/mutations/requests', transferRequestListSchema, {
    signal,
    query: pageQuery(filter, TRANSFER_PAGE_SIZE),
  });
}

export function transferRequestsQueryOptions(client: ApiClient, filter: TransferRequestFilter) {
  return pagedQueryOptions(transferKeys.requests(filter), (signal) => fetchTransferRequests(client, filter, signal));
}

export function useTransferRequestsQuery(filter: TransferRequestFilter) {
  return useQuery(transferRequestsQueryOptions(useApiClient(), filter));
}
