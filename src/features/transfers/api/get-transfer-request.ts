import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferRequestDetailSchema, type TransferRequestDetail } from '@shared/contracts/transfers';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { transferKeys } from './transfer-keys';

/** GET /mutations/requests/{id}: documents, the member's standing, the timeline, the allowed actions. */
export function fetchTransferRequest(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<TransferRequestDetail> {
  return client.get(`/mutations/requests/${id}`, transferRequestDetailSchema, { signal });
}

export function transferRequestQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: transferKeys.detail(id),
    queryFn: ({ signal }) => fetchTransferRequest(client, id, signal),
  });
}

export function useTransferRequestQuery(id: string | null) {
  return useQuery({ ...transferRequestQueryOptions(useApiClient(), id ?? ''), enabled: !!id });
}
