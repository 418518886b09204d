import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BILL_PAGE_SIZE, billListSchema, type BillList } from '@shared/contracts/bills';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys, type BillListFilter } from './dues-keys';

/** GET /dues/bills?page&limit&status&memberId: a member's own bills, or an officer's in scope. */
export function fetchBills(client: ApiClient, filter: BillListFilter, signal?: AbortSignal): Promise<BillList> {
  return client.get('/dues/bills', billListSchema, {
    signal,
    query: {
      page: filter.page,
      limit: BILL_PAGE_SIZE,
      status: filter.status === 'all' ? undefined : filter.status,
      memberId: filter.memberId,
    },
  });
}

export function billsQueryOptions(client: ApiClient, filter: BillListFilter) {
  return queryOptions({
    queryKey: duesKeys.billList(filter),
    queryFn: ({ signal }) => fetchBills(client, filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBillsQuery(filter: BillListFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...billsQueryOptions(useApiClient(), filter), enabled });
}
