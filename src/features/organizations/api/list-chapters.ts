import { useQuery } from '@tanstack/react-query';
import { chapterPageSchema, type ChapterPage } from '@shared/contracts/organizations';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { pagedQueryOptions, pageQuery, type PageFilter } from '@/lib/list-query';
import { organizationKeys } from './organization-keys';

export const CHAPTER_PAGE_SIZE = 20;

/** GET /organizations/chapters?page&limit&search: the chapters in the caller's scope, with member counts. */
export function fetchChapters(client: ApiClient, filter: PageFilter, signal?: AbortSignal): Promise<ChapterPage> {
  return client.get('/organizations/chapters', chapterPageSchema, {
    signal,
    query: pageQuery(filter, CHAPTER_PAGE_SIZE),
  });
}

export function chaptersQueryOptions(client: ApiClient, filter: PageFilter) {
  return pagedQueryOptions(organizationKeys.list(filter), (signal) => fetchChapters(client, filter, signal));
}

export function useChaptersQuery(filter: PageFilter) {
  return useQuery(chaptersQueryOptions(useApiClient(), filter));
}
