import { queryOptions, useQuery } from '@tanstack/react-query';
import { mutationListSchema } from '@shared/contracts/dashboard';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { dashboardKeys } from './dashboard-keys';

/**
 * GET /mutations?status=PENDING&limit=1: only `pagination.total` is read. Spec §7: a failure
 * counts as 0, so the tile never blocks the home page.
 */
export async function fetchPendingMutationsCount(client: ApiClient, signal?: AbortSignal): Promise<number> {
  try {
    const list = await client.get('/mutations', mutationListSchema, { signal, query: { status: 'PENDING', limit: 1 } });
    return list.pagination.total;
  } catch (error) {
    if (signal?.aborted) throw error;
    return 0;
  }
}

export function pendingMutationsCountQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.pendingMutations(),
    queryFn: ({ signal }) => fetchPendingMutationsCount(client, signal),
  });
}

export function usePendingMutationsCountQuery() {
  return useQuery(pendingMutationsCountQueryOptions(useApiClient()));
}
