import { useQuery } from '@tanstack/react-query';
import { DUES_CATEGORY_PAGE_SIZE, duesCategoryListSchema, type DuesCategoryList } from '@shared/contracts/dues';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { pagedQueryOptions, pageQuery } from '@/lib/list-query';
import { duesKeys, type DuesCategoryListFilter } from './dues-keys';

/** GET /dues/categories?page&limit&search&status: one page of categories and the summary tiles. */
export function fetchDuesCategories(
  client: ApiClient,
  filter: DuesCategoryListFilter,
  signal?: AbortSignal,
): Promise<DuesCategoryList> {
  return client.get('/dues/categories', duesCategoryListSchema, {
    signal,
    query: pageQuery(filter, DUES_CATEGORY_PAGE_SIZE),
  });
}

export function duesCategoriesQueryOptions(client: ApiClient, filter: DuesCategoryListFilter) {
  return pagedQueryOptions(duesKeys.categoryList(filter), (signal) => fetchDuesCategories(client, filter, signal));
}

export function useDuesCategoriesQuery(filter: DuesCategoryListFilter) {
  return useQuery(duesCategoriesQueryOptions(useApiClient(), filter));
}
