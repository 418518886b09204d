import { useQuery } from '@tanstack/react-query';
import { MEMBER_PAGE_SIZE } from '@shared/constants';
import { memberListSchema, type MemberList } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { pagedQueryOptions, pageQuery } from '@/lib/list-query';
import { memberKeys, type MemberListFilter } from './member-keys';

/** GET /members?page&limit=10&search&status&organizationId: one page of the directory in the caller's scope. */
export function fetchMembers(client: ApiClient, filter: MemberListFilter, signal?: AbortSignal): Promise<MemberList> {
  // The member statuses are upper case, and so is their "every status".
  return client.get('/members', memberListSchema, { signal, query: pageQuery(filter, MEMBER_PAGE_SIZE, 'ALL') });
}

export function membersQueryOptions(client: ApiClient, filter: MemberListFilter) {
  return pagedQueryOptions(memberKeys.list(filter), (signal) => fetchMembers(client, filter, signal));
}

export function useMembersQuery(filter: MemberListFilter) {
  return useQuery(membersQueryOptions(useApiClient(), filter));
}
