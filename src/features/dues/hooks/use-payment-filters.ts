import { useMemo } from 'react';
import { paymentMethods, paymentPeriodFilters, paymentStatuses } from '@shared/contracts/payments';
import { choice, useListPage } from '@/lib/use-list-page';
import type { PaymentListFilter } from '../api/dues-keys';

const listFilters = {
  status: choice(['all', ...paymentStatuses] as const, 'all'),
  method: choice(['all', ...paymentMethods] as const, 'all'),
  period: choice(paymentPeriodFilters, 'all'),
};

/** The payment history's filters, kept in the URL (`?status&method&period&search&page`). */
export function usePaymentFilters() {
  const list = useListPage(listFilters);
  const { page, search } = list;
  const { status, method, period } = list.values;
  const filter = useMemo<PaymentListFilter>(
    () => ({ page, search, status, method, period }),
    [page, search, status, method, period],
  );
  const setFilter = (key: 'search' | keyof typeof listFilters, value: string) =>
    key === 'search' ? list.setSearch(value) : list.setFilter(key, value);
  return { filter, filtered: list.filtered, setFilter, clear: list.clear, pager: list.pager };
}
