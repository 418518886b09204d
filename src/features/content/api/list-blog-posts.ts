import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { blogPageSchema, CONTENT_PAGE_SIZE, type BlogPage } from '@shared/contracts/content';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { CONTENT_STALE_TIME, contentKeys } from './content-keys';

/** GET /content/blog?page&limit: one page of published blog posts, newest first. */
export function fetchBlogPage(client: ApiClient, page: number, signal?: AbortSignal): Promise<BlogPage> {
  return client.get('/content/blog', blogPageSchema, { signal, query: { page, limit: CONTENT_PAGE_SIZE } });
}

export function blogPageQueryOptions(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: contentKeys.blogPage(page),
    queryFn: ({ signal }) => fetchBlogPage(client, page, signal),
    staleTime: CONTENT_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export function useBlogPageQuery(page: number) {
  return useQuery(blogPageQueryOptions(useApiClient(), page));
}
