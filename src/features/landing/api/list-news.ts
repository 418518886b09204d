import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsItem } from '@shared/contracts/news';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { landingKeys } from './landing-keys';

const loadNewsListSchema = () => import('@shared/contracts/news').then((contracts) => contracts.newsListSchema);

/** GET /news?limit: published news, newest first. */
export async function fetchNews(client: ApiClient, limit: number, signal?: AbortSignal): Promise<NewsItem[]> {
  const { news } = await client.get('/news', loadNewsListSchema, { signal, query: { limit } });
  return news;
}

export function newsQueryOptions(client: ApiClient, limit: number) {
  return queryOptions({
    queryKey: landingKeys.news(limit),
    queryFn: ({ signal }) => fetchNews(client, limit, signal),
    staleTime: 60 * 1000,
  });
}

export function useNewsQuery(limit: number) {
  return useQuery(newsQueryOptions(useApiClient(), limit));
}
