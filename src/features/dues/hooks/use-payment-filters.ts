import { useMemo } from 'react';
import { paymentMethods, paymentPeriodFilters, paymentStatuses } from '@shared/contracts/payments';
import type { PaymentListFilter } from '../api/dues-keys';
import { listFilterActions, oneOf, pageOf, useUrlParams } from '@/lib/use-url-params';

/** The payment history's filters, kept in the URL (`?status&method&period&search&page`). */
export function usePaymentFilters() {
  const [params, update] = useUrlParams();
  const search = params.get('search') ?? '';
  const status = oneOf(params.get('status'), ['all', ...paymentStatuses] as const, 'all');
  const method = oneOf(params.get('method'), ['all', ...paymentMethods] as const, 'all');
  const period = oneOf(params.get('period'), paymentPeriodFilters, 'all');
  const page = pageOf(params);
  const filter = useMemo<PaymentListFilter>(
    () => ({ page, search, status, method, period }),
    [page, search, status, method, period],
  );
  const filtered = search !== '' || status !== 'all' || method !== 'all' || period !== 'all';

  return { filter, filtered, ...listFilterActions(update, ['search', 'status', 'method', 'period'] as const) };
}
