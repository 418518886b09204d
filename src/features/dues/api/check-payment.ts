import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentResultSchema, type PaymentView } from '@shared/contracts/payments';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** POST /payments/{id}/check: asks the gateway for the status now ("Saya sudah bayar"). */
export async function checkPayment(client: ApiClient, id: string): Promise<PaymentView> {
  const { payment } = await client.post(`/payments/${encodeURIComponent(id)}/check`, {}, paymentResultSchema);
  return payment;
}

export function checkPaymentMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.payments(), 'check'],
    mutationFn: (id: string) => checkPayment(client, id),
  });
}

export function useCheckPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...checkPaymentMutationOptions(useApiClient()),
    onSuccess: (payment) => queryClient.setQueryData(duesKeys.payment(payment.id), payment),
  });
}
