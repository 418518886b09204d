import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentResultSchema, type PaymentView, type RecordPaymentInput } from '@shared/contracts/payments';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** POST /dues/payments: an officer records money received outside QRIS; the bills become paid. */
export async function recordPayment(client: ApiClient, input: RecordPaymentInput): Promise<PaymentView> {
  const { payment } = await client.post('/dues/payments', input, paymentResultSchema);
  return payment;
}

export function recordPaymentMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.payments(), 'record'],
    mutationFn: (input: RecordPaymentInput) => recordPayment(client, input),
  });
}

export function useRecordPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...recordPaymentMutationOptions(useApiClient()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: duesKeys.payments() }),
        queryClient.invalidateQueries({ queryKey: duesKeys.bills() }),
        queryClient.invalidateQueries({ queryKey: duesKeys.stats() }),
      ]),
  });
}
