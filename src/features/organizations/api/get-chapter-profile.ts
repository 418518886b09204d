import { queryOptions, useQuery } from '@tanstack/react-query';
import { chapterProfileResultSchema, type ChapterProfile } from '@shared/contracts/organizations';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { organizationKeys } from './organization-keys';

/** GET /organizations/profile[?organizationId]: a chapter's profile, the caller's own without an id. */
export async function fetchChapterProfile(
  client: ApiClient,
  organizationId: string | null,
  signal?: AbortSignal,
): Promise<ChapterProfile> {
  const { chapter } = await client.get('/organizations/profile', chapterProfileResultSchema, {
    signal,
    query: { organizationId: organizationId ?? undefined },
  });
  return chapter;
}

export function chapterProfileQueryOptions(client: ApiClient, organizationId: string | null) {
  return queryOptions({
    queryKey: organizationKeys.profile(organizationId ?? 'own'),
    queryFn: ({ signal }) => fetchChapterProfile(client, organizationId, signal),
  });
}

export function useChapterProfileQuery(organizationId: string | null) {
  return useQuery(chapterProfileQueryOptions(useApiClient(), organizationId));
}
