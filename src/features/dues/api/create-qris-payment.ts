import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { qrisPaymentSchema, type QrisPayment } from '@shared/contracts/payments';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/**
 * POST /payments/qris { billIds }: one QRIS attempt for the chosen bills. Refused with
 * BILLS_NOT_PAYABLE, BILLS_PAYMENT_PENDING or PAYMENT_GATEWAY_UNAVAILABLE (messages in the body).
 */
export function createQrisPayment(client: ApiClient, billIds: string[]): Promise<QrisPayment> {
  return client.post('/payments/qris', { billIds }, qrisPaymentSchema);
}

export function createQrisPaymentMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.payments(), 'qris'],
    mutationFn: (billIds: string[]) => createQrisPayment(client, billIds),
  });
}

export function useCreateQrisPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createQrisPaymentMutationOptions(useApiClient()),
    // The bills now carry the pending attempt.
    onSettled: () => queryClient.invalidateQueries({ queryKey: duesKeys.bills() }),
  });
}
