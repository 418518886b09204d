import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '@shared/contracts/auth';
import type { ApiClient } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/**
 * The contract (and zod) loads while the answer is under way: a stored session's check sends this
 * request first thing on a signed-in page (see early-session-check.ts), before zod is there.
 */
const sessionUserSchema = () => import('@shared/contracts/auth').then((contract) => contract.sessionUserSchema);

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
