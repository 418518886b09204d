import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  billGenerationResultSchema,
  type BillGenerationInput,
  type BillGenerationResult,
} from '@shared/contracts/bills';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** POST /dues/bills/generation/preview: what issuing a month's bills would do, issuing nothing. */
export function previewBillGeneration(client: ApiClient, input: BillGenerationInput): Promise<BillGenerationResult> {
  return client.post('/dues/bills/generation/preview', input, billGenerationResultSchema);
}

export function previewBillGenerationMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.bills(), 'generation', 'preview'],
    mutationFn: (input: BillGenerationInput) => previewBillGeneration(client, input),
  });
}

export function usePreviewBillGenerationMutation() {
  return useMutation(previewBillGenerationMutationOptions(useApiClient()));
}
