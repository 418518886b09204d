import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { QueryValue } from './api-client';

/** What every searchable paged list's filter holds besides its own filters. */
export interface PageFilter {
  page: number;
  search: string;
}

/**
 * A list's filters as query parameters: an empty value, or the one that means "every" (`all`;
 * the member statuses say `ALL`), is left out, as the API takes a missing parameter for no filter.
 */
export function filterQuery(filters: object, all = 'all'): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(filters as Record<string, QueryValue>).map(([key, value]) => [
      key,
      value === '' || value === all ? undefined : value,
    ]),
  );
}

/** A paged list's query parameters: the page, its size, then the filters as `filterQuery` writes them. */
export function pageQuery<F extends { page: number }>({ page, ...filters }: F, limit: number, all?: string) {
  return { page, limit, ...filterQuery(filters, all) };
}

/**
 * The query options of a paged list: the table keeps the previous page on screen while the next
 * one loads (`placeholderData`), instead of falling back to its skeleton.
 */
export function pagedQueryOptions<T, K extends QueryKey>(queryKey: K, fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), placeholderData: keepPreviousData });
}
