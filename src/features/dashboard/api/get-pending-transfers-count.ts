import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferListSchema } from '@shared/contracts/transfers';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { dashboardKeys } from './dashboard-keys';

/**
 * GET /mutations?status=PENDING&limit=1: only `pagination.total` is read. Spec §7: a failure
 * counts as 0, so the tile never blocks the home page.
 */
export async function fetchPendingTransfersCount(client: ApiClient, signal?: AbortSignal): Promise<number> {
  try {
    const list = await client.get('/mutations', transferListSchema, { signal, query: { status: 'PENDING', limit: 1 } });
    return list.pagination.total;
  } catch (error) {
    if (signal?.aborted) throw error;
    return 0;
  }
}

export function pendingTransfersCountQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.pendingTransfers(),
    queryFn: ({ signal }) => fetchPendingTransfersCount(client, signal),
  });
}

export function usePendingTransfersCountQuery() {
  return useQuery(pendingTransfersCountQueryOptions(useApiClient()));
}
