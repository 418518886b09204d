import { queryOptions } from '@tanstack/react-query';
import { sessionUserSchema, type SessionUser } from '@shared/contracts/auth';
import type { ApiClient } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/**
 * GET /auth/me: the signed-in user with role, organization, permissions and member summary.
 * The access token is passed explicitly while a session is being restored.
 */
export function fetchMe(client: ApiClient, accessToken?: string, signal?: AbortSignal): Promise<SessionUser> {
  return client.get('/auth/me', sessionUserSchema, {
    signal,
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
  });
}

export function meQueryOptions(client: ApiClient, accessToken?: string) {
  return queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => fetchMe(client, accessToken, signal),
    retry: false,
    staleTime: Infinity,
  });
}
