import { useQuery } from '@tanstack/react-query';
import { OVERDUE_PAGE_SIZE, overdueListSchema, type OverdueList } from '@shared/contracts/reminders';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { pagedQueryOptions, pageQuery } from '@/lib/list-query';
import { duesKeys, type OverdueListFilter } from './dues-keys';

/** GET /dues/overdue?page&search&bucket&organizationId: one page of overdue members in the officer's scope, with bucket counts. */
export function fetchOverdueMembers(
  client: ApiClient,
  filter: OverdueListFilter,
  signal?: AbortSignal,
): Promise<OverdueList> {
  return client.get('/dues/overdue', overdueListSchema, { signal, query: pageQuery(filter, OVERDUE_PAGE_SIZE) });
}

export function overdueMembersQueryOptions(client: ApiClient, filter: OverdueListFilter) {
  return pagedQueryOptions(duesKeys.overdueList(filter), (signal) => fetchOverdueMembers(client, filter, signal));
}

export function useOverdueMembersQuery(filter: OverdueListFilter) {
  return useQuery(overdueMembersQueryOptions(useApiClient(), filter));
}
