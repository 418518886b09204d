import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSummaryResultSchema, type ProfileSummary } from '@shared/contracts/profile-summary';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { profileKeys, profilePaths } from './profile-keys';

/** GET /profile/summary: the member's home figures (membership, card, what is owed, open requests). */
export async function fetchProfileSummary(client: ApiClient, signal?: AbortSignal): Promise<ProfileSummary> {
  const { summary } = await client.get(profilePaths.summary, profileSummaryResultSchema, { signal });
  return summary;
}

export function profileSummaryQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.summary(),
    queryFn: ({ signal }) => fetchProfileSummary(client, signal),
    // "What do I owe now": asked again each time Profil Saya opens (after a payment, a decision).
    staleTime: 0,
  });
}

/**
 * `alreadyAsked`: for a second reader on the same screen (the home's figures, shown once the
 * profile is in). Profil Saya's own call has asked on this visit; with `staleTime: 0` the second
 * reader would ask again on mounting (issue 26 §7: one call per load).
 */
export function useProfileSummaryQuery({ alreadyAsked = false }: { alreadyAsked?: boolean } = {}) {
  return useQuery({ ...profileSummaryQueryOptions(useApiClient()), refetchOnMount: !alreadyAsked });
}
