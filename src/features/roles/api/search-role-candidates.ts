import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleCandidateListSchema, type RoleCandidate } from '@shared/contracts/roles';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { roleKeys } from './role-keys';

/** GET /role-assignments/candidates?search: accounts a role could go to, by email, NAP or name. */
export async function searchRoleCandidates(
  client: ApiClient,
  search: string,
  signal?: AbortSignal,
): Promise<RoleCandidate[]> {
  const { users } = await client.get('/role-assignments/candidates', roleCandidateListSchema, {
    signal,
    query: { search },
  });
  return users;
}

export function roleCandidatesQueryOptions(client: ApiClient, search: string) {
  return queryOptions({
    queryKey: roleKeys.candidates(search),
    queryFn: ({ signal }) => searchRoleCandidates(client, search, signal),
    enabled: search.trim().length >= 2,
  });
}

/** Searches once at least 2 characters are typed. */
export function useRoleCandidatesQuery(search: string) {
  return useQuery(roleCandidatesQueryOptions(useApiClient(), search));
}
