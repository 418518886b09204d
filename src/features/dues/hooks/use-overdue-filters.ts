import { useMemo } from 'react';
import { overdueBuckets } from '@shared/contracts/reminders';
import type { OverdueListFilter } from '../api/dues-keys';
import { listFilterActions, oneOf, pageOf, useUrlParams } from '@/lib/use-url-params';

/** The overdue list's filters, kept in the URL (`?bucket&search&organization&page`). */
export function useOverdueFilters() {
  const [params, update] = useUrlParams();
  const search = params.get('search') ?? '';
  const bucket = oneOf(params.get('bucket'), ['all', ...overdueBuckets] as const, 'all');
  const organizationId = params.get('organization') ?? 'all';
  const page = pageOf(params);
  const filter = useMemo<OverdueListFilter>(
    () => ({ page, search, bucket, organizationId }),
    [page, search, bucket, organizationId],
  );
  const filtered = search !== '' || bucket !== 'all' || organizationId !== 'all';

  return { filter, filtered, ...listFilterActions(update, ['search', 'bucket', 'organization'] as const) };
}
