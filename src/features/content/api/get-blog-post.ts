import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostDetailSchema, type BlogPost } from '@shared/contracts/content';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { CONTENT_STALE_TIME, contentKeys } from './content-keys';

/** GET /content/blog/{slug}: one published blog post with its body (404 when unknown). */
export async function fetchBlogPost(client: ApiClient, slug: string, signal?: AbortSignal): Promise<BlogPost> {
  const { post } = await client.get(`/content/blog/${encodeURIComponent(slug)}`, blogPostDetailSchema, { signal });
  return post;
}

export function blogPostQueryOptions(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: contentKeys.blogPost(slug),
    queryFn: ({ signal }) => fetchBlogPost(client, slug, signal),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function useBlogPostQuery(slug: string) {
  return useQuery(blogPostQueryOptions(useApiClient(), slug));
}
