import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@shared/contracts/auth';
import type { ApiClient } from '@/lib/api-client';
import type { AuthClient } from '@/lib/supabase';

/** Whether the session still lacks the second factor its account has (auth-js's assurance levels). */
export async function needsSecondFactor({ supabase }: AuthClient): Promise<boolean> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

/** Deletes the signed-in user's data kept for offline use (its code loads only when a session ends). */
export function clearOfflineData(): Promise<void> {
  return import('@/lib/offline-data')
    .then((offline) => offline.clearOfflineData())
    .catch((error: unknown) => console.warn('Data offline tidak dapat dihapus', error));
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
