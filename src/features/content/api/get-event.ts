import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventDetailSchema, type ContentEvent } from '@shared/contracts/content';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { CONTENT_STALE_TIME, contentKeys } from './content-keys';

/** GET /content/events/{slug}: one published event (404 when unknown). */
export async function fetchEvent(client: ApiClient, slug: string, signal?: AbortSignal): Promise<ContentEvent> {
  const { event } = await client.get(`/content/events/${encodeURIComponent(slug)}`, eventDetailSchema, { signal });
  return event;
}

export function eventQueryOptions(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: contentKeys.event(slug),
    queryFn: ({ signal }) => fetchEvent(client, slug, signal),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function useEventQuery(slug: string) {
  return useQuery(eventQueryOptions(useApiClient(), slug));
}
