import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DUES_CATEGORY_PAGE_SIZE, duesCategoryListSchema, type DuesCategoryList } from '@shared/contracts/dues';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys, type DuesCategoryListFilter } from './dues-keys';

/** GET /dues/categories?page&limit&search&status: one page of categories and the summary tiles. */
export function fetchDuesCategories(
  client: ApiClient,
  filter: DuesCategoryListFilter,
  signal?: AbortSignal,
): Promise<DuesCategoryList> {
  return client.get('/dues/categories', duesCategoryListSchema, {
    signal,
    query: {
      page: filter.page,
      limit: DUES_CATEGORY_PAGE_SIZE,
      search: filter.search || undefined,
      status: filter.status === 'all' ? undefined : filter.status,
    },
  });
}

export function duesCategoriesQueryOptions(client: ApiClient, filter: DuesCategoryListFilter) {
  return queryOptions({
    queryKey: duesKeys.categoryList(filter),
    queryFn: ({ signal }) => fetchDuesCategories(client, filter, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useDuesCategoriesQuery(filter: DuesCategoryListFilter) {
  return useQuery(duesCategoriesQueryOptions(useApiClient(), filter));
}
