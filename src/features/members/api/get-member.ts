import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { memberDetailSchema, type MemberDetail } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/** GET /members/{id}: profile, bills, payments, transfers, documents and a dues summary. */
export function fetchMember(client: ApiClient, id: string, signal?: AbortSignal): Promise<MemberDetail> {
  return client.get(`/members/${encodeURIComponent(id)}`, memberDetailSchema, { signal });
}

export function memberQueryOptions(client: ApiClient, id: string) {
  return queryOptions({ queryKey: memberKeys.detail(id), queryFn: ({ signal }) => fetchMember(client, id, signal) });
}

const memberIdSchema = z.guid();

/** Whether `id` can name a member at all: the API takes a uuid and answers 400 to anything else. */
export function isMemberId(id: string): boolean {
  return memberIdSchema.safeParse(id).success;
}

/** Asks only for an id that can name a member; the page shows "not found" for any other. */
export function useMemberQuery(id: string) {
  return useQuery({ ...memberQueryOptions(useApiClient(), id), enabled: isMemberId(id) });
}
