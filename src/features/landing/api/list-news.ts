import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsSummary } from '@shared/contracts/news';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { landingKeys } from './landing-keys';

const loadNewsHeadlinesSchema = () =>
  import('@shared/contracts/news').then((contracts) => contracts.newsHeadlinesSchema);

/** GET /content/news?page=1&limit: the newest published news (the news pages' first page, shorter). */
export async function fetchNews(client: ApiClient, limit: number, signal?: AbortSignal): Promise<NewsSummary[]> {
  const { news } = await client.get('/content/news', loadNewsHeadlinesSchema, { signal, query: { page: 1, limit } });
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
