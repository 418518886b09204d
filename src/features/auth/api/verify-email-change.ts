import { queryOptions, useQuery } from '@tanstack/react-query';
import { emailChangeVerifiedSchema, type EmailChangeVerified } from '@shared/contracts/email-change';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { authKeys } from './auth-keys';

/** POST /auth/verify-email-change: the `token_hash` of either email change link. */
export function verifyEmailChange(
  client: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<EmailChangeVerified> {
  return client.post('/auth/verify-email-change', { token }, emailChangeVerifiedSchema, { signal });
}

/** A query, as for the signup confirmation: the one-time token is sent once even if the page mounts twice. */
export function verifyEmailChangeQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: [...authKeys.all, 'email-change', token] as const,
    queryFn: () => verifyEmailChange(client, token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useVerifyEmailChangeQuery(token: string) {
  return useQuery({ ...verifyEmailChangeQueryOptions(useApiClient(), token), enabled: token.length > 0 });
}
