import { mutationOptions, useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginResponse } from '@shared/contracts/auth';
import type { ClaimConfirmInput } from '@shared/contracts/claims';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';

/** POST /claims/confirm: the emailed link's token and a password; answers like a login. */
export function confirmNapClaim(client: ApiClient, input: ClaimConfirmInput): Promise<LoginResponse> {
  return client.post('/claims/confirm', input, loginResponseSchema);
}

export function confirmNapClaimMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'confirm-nap-claim'],
    mutationFn: (input: ClaimConfirmInput) => confirmNapClaim(client, input),
  });
}

export function useConfirmNapClaimMutation() {
  return useMutation(confirmNapClaimMutationOptions(useApiClient()));
}
