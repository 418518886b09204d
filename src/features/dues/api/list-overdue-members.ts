import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OVERDUE_PAGE_SIZE, overdueListSchema, type OverdueList } from '@shared/contracts/reminders';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys, type OverdueListFilter } from './dues-keys';

/** GET /dues/overdue?page&search&bucket&organizationId: one page of overdue members in the officer's scope, with bucket counts. */
export function fetchOverdueMembers(
  client: ApiClient,
  filter: OverdueListFilter,
  signal?: AbortSignal,
): Promise<OverdueList> {
  return client.get('/dues/overdue', overdueListSchema, {
    signal,
    query: {
      page: filter.page,
      limit: OVERDUE_PAGE_SIZE,
      search: filter.search || undefined,
      bucket: filter.bucket === 'all' ? undefined : filter.bucket,
      organizationId: filter.organizationId === 'all' ? undefined : filter.organizationId,
    },
  });
}

export function overdueMembersQueryOptions(client: ApiClient, filter: OverdueListFilter) {
  return queryOptions({
    queryKey: duesKeys.overdueList(filter),
    queryFn: ({ signal }) => fetchOverdueMembers(client, filter, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useOverdueMembersQuery(filter: OverdueListFilter) {
  return useQuery(overdueMembersQueryOptions(useApiClient(), filter));
}
