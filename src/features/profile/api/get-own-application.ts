import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApplicationSchema, type OwnApplication } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { profileKeys } from './profile-keys';

/** GET /profile/application: the caller's pending application and what its file lacks (null when none). */
export async function fetchOwnApplication(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<OwnApplication['application']> {
  const { application } = await client.get('/profile/application', ownApplicationSchema, { signal });
  return application;
}

export function ownApplicationQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.application(),
    queryFn: ({ signal }) => fetchOwnApplication(client, signal),
  });
}

/** Asked only for an applicant (`enabled`: the profile says PENDING), so a member's pages make no extra call. */
export function useOwnApplicationQuery(enabled: boolean) {
  return useQuery({ ...ownApplicationQueryOptions(useApiClient()), enabled });
}
