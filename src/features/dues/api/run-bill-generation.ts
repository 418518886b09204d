import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billGenerationResultSchema,
  type BillGenerationInput,
  type BillGenerationResult,
} from '@shared/contracts/bills';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** POST /dues/bills/generation: issues a month's bills in the caller's scope (idempotent). */
export function runBillGeneration(client: ApiClient, input: BillGenerationInput): Promise<BillGenerationResult> {
  return client.post('/dues/bills/generation', input, billGenerationResultSchema);
}

export function runBillGenerationMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.bills(), 'generation', 'run'],
    mutationFn: (input: BillGenerationInput) => runBillGeneration(client, input),
  });
}

export function useRunBillGenerationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...runBillGenerationMutationOptions(useApiClient()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: duesKeys.bills() }),
        queryClient.invalidateQueries({ queryKey: duesKeys.stats() }),
      ]),
  });
}
