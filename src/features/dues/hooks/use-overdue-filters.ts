import { useMemo } from 'react';
import { overdueBuckets } from '@shared/contracts/reminders';
import type { OverdueListFilter } from '../api/dues-keys';
import { oneOf, pageOf, useUrlParams } from '@/lib/use-url-params';

/** The overdue list's filters, kept in the URL (`?bucket&search&page`). */
export function useOverdueFilters() {
  const [params, update] = useUrlParams();
  const search = params.get('search') ?? '';
  const bucket = oneOf(params.get('bucket'), ['all', ...overdueBuckets] as const, 'all');
  const page = pageOf(params);
  const filter = useMemo<OverdueListFilter>(() => ({ page, search, bucket }), [page, search, bucket]);
  const filtered = search !== '' || bucket !== 'all';

  /** Sets one filter (`all` and empty clear it) and goes back to the first page. */
  const setFilter = (key: 'search' | 'bucket', value: string) =>
    update({ [key]: value === 'all' ? null : value.trim() || null, page: null });
  const setPage = (next: number) => update({ page: next > 1 ? String(next) : null });
  const clear = () => update({ search: null, bucket: null, page: null });

  return { filter, filtered, setFilter, setPage, clear };
}
