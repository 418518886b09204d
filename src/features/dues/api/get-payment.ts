import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { paymentResultSchema, type PaymentView } from '@shared/contracts/payments';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** How often a pending payment is asked for again, until it settles, expires or fails. */
export const PAYMENT_POLL_MS = 3000;

/**
 * GET /payments/{id}: status and amount for anyone holding the link; `details` for the payer and
 * officers in scope. `no-store`: the answer depends on who asks.
 */
export async function fetchPayment(client: ApiClient, id: string, signal?: AbortSignal): Promise<PaymentView> {
  const { payment } = await client.get(`/payments/${encodeURIComponent(id)}`, paymentResultSchema, {
    signal,
    cache: 'no-store',
  });
  return payment;
}

export function paymentQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: duesKeys.payment(id),
    queryFn: ({ signal }) => fetchPayment(client, id, signal),
    meta: { offline: 'scope' },
  });
}

const paymentIdSchema = z.guid();

/** Whether `id` can name a payment at all: the API takes a uuid and answers 400 to anything else. */
export function isPaymentId(id: string | null | undefined): id is string {
  return paymentIdSchema.safeParse(id).success;
}

/** Asks only for an id that can name a payment; `poll`: again every 3 s while it is pending. */
export function usePaymentQuery(id: string | null, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...paymentQueryOptions(useApiClient(), id ?? ''),
    enabled: isPaymentId(id),
    refetchInterval: (query) => (poll && query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
  });
}
