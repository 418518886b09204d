import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { billResultSchema, type Bill } from '@shared/contracts/bills';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** POST /dues/bills/{id}/waive { reason }: an officer frees a member from an unpaid bill (audited). */
export async function waiveBill(client: ApiClient, id: string, reason: string): Promise<Bill> {
  const { bill } = await client.post(`/dues/bills/${encodeURIComponent(id)}/waive`, { reason }, billResultSchema);
  return bill;
}

export function waiveBillMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.bills(), 'waive'],
    mutationFn: ({ id, reason }: { id: string; reason: string }) => waiveBill(client, id, reason),
  });
}

export function useWaiveBillMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...waiveBillMutationOptions(useApiClient()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: duesKeys.bills() }),
        queryClient.invalidateQueries({ queryKey: duesKeys.stats() }),
      ]),
  });
}
