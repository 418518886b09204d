import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventPageSchema, type EventPage } from '@shared/contracts/content';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { CONTENT_STALE_TIME, contentKeys, type EventFilter } from './content-keys';

/** GET /content/events?when&page&limit&skpOnly: upcoming (soonest first) or past (latest first). */
export function fetchEventPage(client: ApiClient, filter: EventFilter, signal?: AbortSignal): Promise<EventPage> {
  const { page, when, skpOnly, limit } = filter;
  return client.get('/content/events', eventPageSchema, {
    signal,
    query: { page, when, limit, skpOnly: skpOnly || undefined },
  });
}

export function eventPageQueryOptions(client: ApiClient, filter: EventFilter) {
  return queryOptions({
    queryKey: contentKeys.eventPage(filter),
    queryFn: ({ signal }) => fetchEventPage(client, filter, signal),
    staleTime: CONTENT_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export function useEventPageQuery(filter: EventFilter) {
  return useQuery(eventPageQueryOptions(useApiClient(), filter));
}
