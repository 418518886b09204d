import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transferApprovalListSchema, type TransferApprovalList } from '@shared/contracts/transfers';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { transferKeys } from './transfer-keys';

/** GET /mutations/approvals?urgency: what the officer can decide now. */
export function fetchTransferApprovals(
  client: ApiClient,
  urgency: string,
  signal?: AbortSignal,
): Promise<TransferApprovalList> {
  return client.get('/mutations/approvals', transferApprovalListSchema, { signal, query: { urgency } });
}

export function transferApprovalsQueryOptions(client: ApiClient, urgency: string) {
  return queryOptions({
    queryKey: transferKeys.approvals(urgency),
    queryFn: ({ signal }) => fetchTransferApprovals(client, urgency, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTransferApprovalsQuery(urgency: string) {
  return useQuery(transferApprovalsQueryOptions(useApiClient(), urgency));
}
