import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@shared/contracts/auth';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';

/** POST /auth/login: the identifier is an email or a NAP (with or without separators). */
export function logIn(client: ApiClient, input: LoginRequest): Promise<LoginResponse> {
  return client.post('/auth/login', input, () =>
    import('@shared/contracts/auth').then((contracts) => contracts.loginResponseSchema),
  );
}

export function logInMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'log-in'],
    mutationFn: (input: LoginRequest) => logIn(client, input),
  });
}

export function useLogInMutation() {
  return useMutation(logInMutationOptions(useApiClient()));
}
