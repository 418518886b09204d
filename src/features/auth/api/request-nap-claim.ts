import { mutationOptions, useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@shared/contracts/auth';
import type { ClaimRequest } from '@shared/contracts/claims';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';

/** POST /claims: the answer is the same whether or not NAP, birth date and email match the register. */
export function requestNapClaim(client: ApiClient, input: ClaimRequest): Promise<{ message: string }> {
  return client.post('/claims', input, messageResponseSchema);
}

export function requestNapClaimMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'request-nap-claim'],
    mutationFn: (input: ClaimRequest) => requestNapClaim(client, input),
  });
}

export function useRequestNapClaimMutation() {
  return useMutation(requestNapClaimMutationOptions(useApiClient()));
}
