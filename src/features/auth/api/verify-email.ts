import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageResponseSchema } from '@shared/contracts/auth';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { authKeys } from './auth-keys';

/** POST /auth/verify-email: confirms the address with the `token_hash` of the confirmation link. */
export function verifyEmail(client: ApiClient, token: string, signal?: AbortSignal): Promise<{ message: string }> {
  return client.post('/auth/verify-email', { token }, messageResponseSchema, { signal });
}

/**
 * A query rather than a mutation: the page confirms on arrival, and the query cache makes sure
 * the one-time token is sent once even when React mounts the page twice.
 */
export function verifyEmailQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: authKeys.emailVerification(token),
    queryFn: () => verifyEmail(client, token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useVerifyEmailQuery(token: string) {
  return useQuery({ ...verifyEmailQueryOptions(useApiClient(), token), enabled: token.length > 0 });
}
