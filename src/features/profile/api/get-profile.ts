import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResultSchema, type Profile } from '@shared/contracts/profile';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { profileKeys, profilePaths } from './profile-keys';

/** GET /profile: the signed-in member's own record. */
export async function fetchProfile(client: ApiClient, signal?: AbortSignal): Promise<Profile> {
  const { profile } = await client.get(profilePaths.own, profileResultSchema, { signal });
  return profile;
}

export function profileQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.own(),
    queryFn: ({ signal }) => fetchProfile(client, signal),
    // Profil Saya, with the member card, opens without signal (decision 0054).
    meta: { offline: 'own' },
  });
}

/** `enabled` false for a login that is not a member (the shell asks only for members' photos). */
export function useProfileQuery(enabled = true) {
  return useQuery({ ...profileQueryOptions(useApiClient()), enabled });
}
