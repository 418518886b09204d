import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberListSchema, type MemberListItem } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

const MEMBER_SEARCH_LIMIT = 8;

/** GET /members?search&limit=8: members in the officer's scope to record a payment for. */
export async function searchMembers(
  client: ApiClient,
  search: string,
  signal?: AbortSignal,
): Promise<MemberListItem[]> {
  const { members } = await client.get('/members', memberListSchema, {
    signal,
    query: { page: 1, limit: MEMBER_SEARCH_LIMIT, search },
  });
  return members;
}

export function memberSearchQueryOptions(client: ApiClient, search: string) {
  return queryOptions({
    queryKey: duesKeys.memberSearch(search),
    queryFn: ({ signal }) => searchMembers(client, search, signal),
  });
}

/** Asks only once something was searched for. */
export function useMemberSearchQuery(search: string) {
  return useQuery({ ...memberSearchQueryOptions(useApiClient(), search), enabled: search.trim() !== '' });
}
