import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_PAGE_SIZE, newsPageSchema, type NewsPage } from '@shared/contracts/content';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { CONTENT_STALE_TIME, contentKeys } from './content-keys';

/** GET /content/news?page&limit: one page of published news, newest first. */
export function fetchNewsPage(client: ApiClient, page: number, signal?: AbortSignal): Promise<NewsPage> {
  return client.get('/content/news', newsPageSchema, { signal, query: { page, limit: CONTENT_PAGE_SIZE } });
}

export function newsPageQueryOptions(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: contentKeys.newsPage(page),
    queryFn: ({ signal }) => fetchNewsPage(client, page, signal),
    staleTime: CONTENT_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export function useNewsPageQuery(page: number) {
  return useQuery(newsPageQueryOptions(useApiClient(), page));
}
