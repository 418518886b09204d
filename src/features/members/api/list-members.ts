import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_PAGE_SIZE } from '@shared/constants';
import { memberListSchema, type MemberList } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys, type MemberListFilter } from './member-keys';

/** GET /members?page&limit=10&search&status: one page of the directory in the caller's scope. */
export function fetchMembers(client: ApiClient, filter: MemberListFilter, signal?: AbortSignal): Promise<MemberList> {
  return client.get('/members', memberListSchema, {
    signal,
    query: {
      page: filter.page,
      limit: MEMBER_PAGE_SIZE,
      search: filter.search || undefined,
      status: filter.status === 'ALL' ? undefined : filter.status,
    },
  });
}

export function membersQueryOptions(client: ApiClient, filter: MemberListFilter) {
  return queryOptions({
    queryKey: memberKeys.list(filter),
    queryFn: ({ signal }) => fetchMembers(client, filter, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useMembersQuery(filter: MemberListFilter) {
  return useQuery(membersQueryOptions(useApiClient(), filter));
}
