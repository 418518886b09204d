import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, clientErrorCodes, gatewayUrlOf, type ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

const simulatorFailed = 'Simulator pembayaran tidak dapat dihubungi. Jalankan layanan lokal lalu coba lagi.';

/**
 * POST {gateway}/midtrans/simulator/pay { order_id }: the local Midtrans simulator "pays" the order
 * and sends Midtrans's signed notification to the API. It speaks Midtrans's shapes, not our
 * envelope, so only the HTTP status is read; the page then sees the settlement by polling.
 */
export async function simulatePayment(client: ApiClient, orderId: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${gatewayUrlOf(client.baseUrl)}/midtrans/simulator/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: orderId }),
    });
  } catch {
    throw new ApiError(clientErrorCodes.network, simulatorFailed, 0);
  }
  if (!response.ok) throw new ApiError(clientErrorCodes.http, simulatorFailed, response.status);
}

export function simulatePaymentMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.payments(), 'simulate'],
    mutationFn: ({ orderId }: { paymentId: string; orderId: string }) => simulatePayment(client, orderId),
  });
}

export function useSimulatePaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...simulatePaymentMutationOptions(useApiClient()),
    onSuccess: (_, { paymentId }) => queryClient.invalidateQueries({ queryKey: duesKeys.payment(paymentId) }),
  });
}
