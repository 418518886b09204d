import { mutationOptions, useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@shared/contracts/auth';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';

/** POST /auth/logout: ends the session on the auth server (its refresh token stops working). */
export function logOut(client: ApiClient): Promise<{ message: string }> {
  return client.post('/auth/logout', undefined, messageResponseSchema);
}

export function logOutMutationOptions(client: ApiClient) {
  return mutationOptions({ mutationKey: ['auth', 'log-out'], mutationFn: () => logOut(client) });
}

export function useLogOutMutation() {
  return useMutation(logOutMutationOptions(useApiClient()));
}
