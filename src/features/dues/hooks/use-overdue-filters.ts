import { useMemo } from 'react';
import { overdueBuckets } from '@shared/contracts/reminders';
import { anyValue, choice, useListPage } from '@/lib/use-list-page';
import type { OverdueListFilter } from '../api/dues-keys';

const listFilters = {
  bucket: choice(['all', ...overdueBuckets] as const, 'all'),
  organization: anyValue(),
};

/** The overdue list's filters, kept in the URL (`?bucket&search&organization&page`). */
export function useOverdueFilters() {
  const list = useListPage(listFilters);
  const { page, search } = list;
  const { bucket, organization: organizationId } = list.values;
  const filter = useMemo<OverdueListFilter>(
    () => ({ page, search, bucket, organizationId }),
    [page, search, bucket, organizationId],
  );
  const setFilter = (key: 'search' | keyof typeof listFilters, value: string) =>
    key === 'search' ? list.setSearch(value) : list.setFilter(key, value);
  return { filter, filtered: list.filtered, setFilter, clear: list.clear, pager: list.pager };
}
