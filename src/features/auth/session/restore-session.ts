import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/contracts/auth';
import { clientErrorCodes, isApiError, type ApiClient } from '@/lib/api-client';
import { env } from '@/lib/env';
import type { AuthClient } from '@/lib/supabase';
import { meQueryOptions } from '../api/get-me';
import { earlyCheck, needsRefresh, storedSession, usableStoredToken } from './early-session-check';
import { needsSecondFactor } from './session-steps';

// Loaded by the auth provider only when the browser holds a session to restore: a visitor's first
// page does without it. GET /auth/me and its contract come along, not one download later.

/** The user of a stored session, once GET /auth/me accepts its access token. */
function restoredUser(
  api: ApiClient,
  queryClient: QueryClient,
  accessToken: string,
  earlyUser: Promise<SessionUser> | undefined,
): Promise<SessionUser> {
  const options = meQueryOptions(api, accessToken);
  return queryClient.fetchQuery(earlyUser ? { ...options, queryFn: () => earlyUser } : options);
}

/**
 * The user of the stored session when the early GET /auth/me (main.tsx, or the auth provider)
 * accepted its still-valid token: the API has checked the session, its second factor included, so
 * supabase-js is not needed to start; null otherwise, and the full restore decides.
 */
export async function userAcceptedEarly(
  api: ApiClient,
  queryClient: QueryClient,
  storageKey: string,
): Promise<SessionUser | null> {
  const accessToken = usableStoredToken(storageKey);
  const early = accessToken ? earlyCheck(api, accessToken) : undefined;
  if (!early) return null;
  try {
    const user = await early;
    queryClient.setQueryData(meQueryOptions(api).queryKey, user);
    return user;
  } catch {
    return null;
  }
}

/**
 * The user of the stored session with this device's offline data back in the query cache, for a
 * start without network (decision 0054); null when the device keeps none for that session.
 */
async function offlineUser(authClient: AuthClient, queryClient: QueryClient): Promise<SessionUser | null> {
  const stored = storedSession(authClient.storageKey);
  if (!stored) return null;
  const { restoreOffline } = await import('@/lib/offline-data');
  return restoreOffline(queryClient, stored.userId);
}

/**
 * Whether the stored access token needs a refresh that cannot happen: the auth server gives no
 * answer at all (any status counts as one). supabase-js would retry that refresh for half a minute
 * before it hands out no session.
 */
async function refreshOutOfReach(authClient: AuthClient): Promise<boolean> {
  const stored = storedSession(authClient.storageKey);
  if (!stored || !needsRefresh(stored)) return false;
  if (!navigator.onLine) return true;
  try {
    await fetch(`${env.supabaseUrl}/auth/v1/health`, { mode: 'no-cors', cache: 'no-store' });
    return false;
  } catch {
    return true;
  }
}

/**
 * A stored session at start: its user once GET /auth/me accepts it, or from this device's offline
 * data while the network is out; `failed` when the session must be forgotten here.
 */
export async function restoreStoredSession(
  authClient: AuthClient,
  api: ApiClient,
  queryClient: QueryClient,
): Promise<{ user: SessionUser | null; failed?: { error: unknown; endedOnServer: boolean } }> {
  // An expired access token and no network: supabase-js keeps the session for later, and the
  // device's offline data opens meanwhile. The API checks the session once the network is back.
  if (await refreshOutOfReach(authClient)) {
    const user = await offlineUser(authClient, queryClient);
    if (user) return { user };
  }
  const { data, error: sessionError } = await authClient.supabase.auth.getSession();
  const accessToken = data.session?.access_token;
  const earlyUser = earlyCheck(api, accessToken);
  if (!accessToken) {
    const offline = sessionError?.name === 'AuthRetryableFetchError';
    return { user: offline ? await offlineUser(authClient, queryClient) : null };
  }
  try {
    // A login that stopped before its 6-digit code never counts as a session.
    if (await needsSecondFactor(authClient)) throw new Error('Kode autentikator belum dimasukkan');
    return { user: await restoredUser(api, queryClient, accessToken, earlyUser) };
  } catch (error) {
    const user =
      isApiError(error) && error.code === clientErrorCodes.network ? await offlineUser(authClient, queryClient) : null;
    if (user) return { user };
    // A 401: the API no longer accepts the session. Otherwise (no second factor yet, a network
    // failure) it may still be live at the auth server, which then ends it.
    return { user: null, failed: { error, endedOnServer: isApiError(error) && error.status === 401 } };
  }
}
