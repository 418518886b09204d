import { useQuery } from '@tanstack/react-query';
import { PAYMENT_PAGE_SIZE, paymentListSchema, type PaymentList } from '@shared/contracts/payments';
import type { ApiClient, QueryValue } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { filterQuery, pagedQueryOptions, pageQuery } from '@/lib/list-query';
import { duesKeys, type PaymentListFilter } from './dues-keys';

/** The filters as query parameters, `all` and empty left out (shared by the list and the export). */
export function paymentFilterQuery(filter: Omit<PaymentListFilter, 'page'>): Record<string, QueryValue> {
  const { search, status, method, period } = filter;
  return filterQuery({ search, status, method, period });
}

/** GET /dues/payments?page&limit&status&method&period&search: the payment history in scope. */
export function fetchPayments(
  client: ApiClient,
  filter: PaymentListFilter,
  signal?: AbortSignal,
): Promise<PaymentList> {
  return client.get('/dues/payments', paymentListSchema, {
    signal,
    query: pageQuery(filter, PAYMENT_PAGE_SIZE),
  });
}

export function paymentsQueryOptions(client: ApiClient, filter: PaymentListFilter) {
  return {
    ...pagedQueryOptions(duesKeys.paymentList(filter), (signal) => fetchPayments(client, filter, signal)),
    // A member's last receipts open without signal (decision 0054).
    meta: { offline: 'scope' as const },
  };
}

export function usePaymentsQuery(filter: PaymentListFilter) {
  return useQuery(paymentsQueryOptions(useApiClient(), filter));
}
