import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberDetailSchema, type MemberDetail } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** GET /members/{id}: profile, bills, payments, mutations, documents and a dues summary. */
export function fetchMember(client: ApiClient, id: string, signal?: AbortSignal): Promise<MemberDetail> {
  return client.get(`/members/${encodeURIComponent(id)}`, memberDetailSchema, { signal });
}

export function memberQueryOptions(client: ApiClient, id: string) {
  return queryOptions({ queryKey: memberKeys.detail(id), queryFn: ({ signal }) => fetchMember(client, id, signal) });
}

export function useMemberQuery(id: string) {
  return useQuery(memberQueryOptions(useApiClient(), id));
}
