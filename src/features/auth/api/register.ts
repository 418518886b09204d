import { mutationOptions, useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@shared/contracts/auth';
import type { RegisterRequest } from '@shared/contracts/registration';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';

/** POST /auth/register (201): creates the account and a pending membership application. */
export function register(client: ApiClient, input: RegisterRequest): Promise<{ message: string }> {
  return client.post('/auth/register', input, messageResponseSchema);
}

export function registerMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'register'],
    mutationFn: (input: RegisterRequest) => register(client, input),
  });
}

export function useRegisterMutation() {
  return useMutation(registerMutationOptions(useApiClient()));
}
