import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicDuesCategoriesSchema, type PublicDuesCategory } from '@shared/contracts/content';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { contentKeys, REFERENCE_STALE_TIME } from './content-keys';

/** GET /content/dues-categories: the active dues categories, cheapest first. */
export async function fetchDuesCategories(client: ApiClient, signal?: AbortSignal): Promise<PublicDuesCategory[]> {
  const { categories } = await client.get('/content/dues-categories', publicDuesCategoriesSchema, { signal });
  return categories;
}

export function duesCategoriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: contentKeys.duesCategories(),
    queryFn: ({ signal }) => fetchDuesCategories(client, signal),
    staleTime: REFERENCE_STALE_TIME,
  });
}

export function useDuesCategoriesQuery() {
  return useQuery(duesCategoriesQueryOptions(useApiClient()));
}
