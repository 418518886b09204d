import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_PAGE_SIZE, paymentListSchema, type PaymentList } from '@shared/contracts/payments';
import type { ApiClient, QueryValue } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys, type PaymentListFilter } from './dues-keys';

/** The filters as query parameters, `all` and empty left out (shared by the list and the export). */
export function paymentFilterQuery(filter: Omit<PaymentListFilter, 'page'>): Record<string, QueryValue> {
  return {
    search: filter.search || undefined,
    status: filter.status === 'all' ? undefined : filter.status,
    method: filter.method === 'all' ? undefined : filter.method,
    period: filter.period === 'all' ? undefined : filter.period,
  };
}

/** GET /dues/payments?page&limit&status&method&period&search: the payment history in scope. */
export function fetchPayments(
  client: ApiClient,
  filter: PaymentListFilter,
  signal?: AbortSignal,
): Promise<PaymentList> {
  return client.get('/dues/payments', paymentListSchema, {
    signal,
    query: { page: filter.page, limit: PAYMENT_PAGE_SIZE, ...paymentFilterQuery(filter) },
  });
}

export function paymentsQueryOptions(client: ApiClient, filter: PaymentListFilter) {
  return queryOptions({
    queryKey: duesKeys.paymentList(filter),
    queryFn: ({ signal }) => fetchPayments(client, filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentsQuery(filter: PaymentListFilter) {
  return useQuery(paymentsQueryOptions(useApiClient(), filter));
}
