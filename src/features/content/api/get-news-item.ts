import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsDetailSchema } from '@shared/contracts/content';
import type { NewsItem } from '@shared/contracts/news';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { CONTENT_STALE_TIME, contentKeys } from './content-keys';

/** GET /content/news/{slug}: one published news item with its body (404 when unknown). */
export async function fetchNewsItem(client: ApiClient, slug: string, signal?: AbortSignal): Promise<NewsItem> {
  const { news } = await client.get(`/content/news/${encodeURIComponent(slug)}`, newsDetailSchema, { signal });
  return news;
}

export function newsItemQueryOptions(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: contentKeys.newsItem(slug),
    queryFn: ({ signal }) => fetchNewsItem(client, slug, signal),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function useNewsItemQuery(slug: string) {
  return useQuery(newsItemQueryOptions(useApiClient(), slug));
}
