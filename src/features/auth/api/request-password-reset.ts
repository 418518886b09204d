import { mutationOptions, useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@shared/contracts/auth';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';

/** POST /auth/forgot-password: the answer is the same whether or not the email is registered. */
export function requestPasswordReset(client: ApiClient, input: { email: string }): Promise<{ message: string }> {
  return client.post('/auth/forgot-password', input, messageResponseSchema);
}

export function requestPasswordResetMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: (input: { email: string }) => requestPasswordReset(client, input),
  });
}

export function useRequestPasswordResetMutation() {
  return useMutation(requestPasswordResetMutationOptions(useApiClient()));
}
