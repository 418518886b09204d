import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/contracts/auth';
import { clientErrorCodes, isApiError, type ApiClient } from '@/lib/api-client';
import { env } from '@/lib/env';
import { storedSession, type AuthClient } from '@/lib/supabase';

/** Whether the session still lacks the second factor its account has (auth-js's assurance levels). */
export async function needsSecondFactor({ supabase }: AuthClient): Promise<boolean> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

/** The user of a stored session, once GET /auth/me accepts its access token. */
export async function restoredUser(
  api: ApiClient,
  queryClient: QueryClient,
  accessToken: string,
): Promise<SessionUser> {
  // Loaded on demand with the contracts they validate, which public pages do not need.
  const { meQueryOptions } = await import('../api/get-me');
  return queryClient.fetchQuery(meQueryOptions(api, accessToken));
}

/** Deletes the signed-in user's data kept for offline use (its code loads only when a session ends). */
export function clearOfflineData(): Promise<void> {
  return import('@/lib/offline-data')
    .then((offline) => offline.clearOfflineData())
    .catch((error: unknown) => console.warn('Data offline tidak dapat dihapus', error));
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

/** supabase-js refreshes an access token this close to its expiry (auth-js's EXPIRY_MARGIN_MS). */
const REFRESH_MARGIN_MS = 90_000;

/**
 * Whether the stored access token needs a refresh that cannot happen: the auth server gives no
 * answer at all (any status counts as one). supabase-js would retry that refresh for half a minute
 * before it hands out no session.
 */
async function refreshOutOfReach(authClient: AuthClient): Promise<boolean> {
  const stored = storedSession(authClient.storageKey);
  if (!stored || stored.expiresAt * 1000 - Date.now() > REFRESH_MARGIN_MS) return false;
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
  if (!accessToken) {
    const offline = sessionError?.name === 'AuthRetryableFetchError';
    return { user: offline ? await offlineUser(authClient, queryClient) : null };
  }
  try {
    // A login that stopped before its 6-digit code never counts as a session.
    if (await needsSecondFactor(authClient)) throw new Error('Kode autentikator belum dimasukkan');
    return { user: await restoredUser(api, queryClient, accessToken) };
  } catch (error) {
    const user =
      isApiError(error) && error.code === clientErrorCodes.network ? await offlineUser(authClient, queryClient) : null;
    if (user) return { user };
    // A 401: the API no longer accepts the session. Otherwise (no second factor yet, a network
    // failure) it may still be live at the auth server, which then ends it.
    return { user: null, failed: { error, endedOnServer: isApiError(error) && error.status === 401 } };
  }
}

/** Verifies the authenticator code of a login that waits for it, and reads the user at aal2. */
export async function verifyAuthenticatorCode(
  authClient: AuthClient,
  api: ApiClient,
  code: string,
): Promise<SessionUser> {
  const { supabase } = authClient;
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  const factor = data.totp[0];
  if (!factor) throw new Error('Akun ini tidak memiliki autentikator');
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (verified.error) throw verified.error;
  // The login's own answer came before the code, when the account's data is not served yet
  // (decision 0050): the user is read now, at aal2.
  const { fetchMe } = await import('../api/get-me');
  return fetchMe(api, verified.data.access_token);
}

/** Calls `onError` with the error of every query and mutation that fails; returns the unsubscribe. */
export function onQueryOrMutationError(queryClient: QueryClient, onError: (error: unknown) => void): () => void {
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
}
