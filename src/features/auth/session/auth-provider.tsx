import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginResponse, SessionUser } from '@shared/contracts/auth';
import { isApiError } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { defaultAuthStorageKey, hasStoredSession, useInjectedAuthClient } from '@/lib/supabase';
import { authKeys } from '../api/auth-keys';
import { isUnauthorizedExempt } from './access';
import { checkStoredSessionEarly, forgetEarlyCheck } from './early-session-check';
import { clearOfflineData, needsSecondFactor, onQueryOrMutationError, verifyAuthenticatorCode } from './session-steps';
import { useLazyAuthClient } from './use-lazy-auth-client';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
}

const anonymous: AuthState = { status: 'anonymous', user: null };

/**
 * The session (spec §4). supabase-js keeps the tokens our API hands out and refreshes them;
 * this provider restores the session on start (GET /auth/me), exposes user and status, signs in
 * and out, and ends the session when the API answers 401 on a page that needs it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const injectedClient = useInjectedAuthClient();
  const { clientRef, client, getClient } = useLazyAuthClient(injectedClient);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  // Without a stored session there is nothing to check: public pages render at once, not after a loader.
  const [state, setState] = useState<AuthState>(() =>
    injectedClient || hasStoredSession() ? { status: 'loading', user: null } : anonymous,
  );

  // Read by the 401 handler, which subscribes once.
  const latest = useRef({ status: state.status, pathname, location });
  useEffect(() => {
    latest.current = { status: state.status, pathname, location };
  });

  /**
   * Forgets the session in this browser: supabase-js storage and every cached query. Unless the
   * server has already ended it, supabase-js also ends it at the auth server.
   */
  const clearLocalSession = useCallback(
    async ({ endedOnServer = false }: { endedOnServer?: boolean } = {}) => {
      const current = clientRef.current ?? (hasStoredSession() ? await getClient() : null);
      if (current) {
        current.storage.setPersistence(null);
        // With no stored session supabase-js signs out locally only. Otherwise it would end the
        // session again at the auth server, which answers 403 for one it no longer has: an error
        // in the console on every sign-out.
        if (endedOnServer) current.storage.removeItem(current.storageKey);
        const { error } = await current.supabase.auth.signOut({ scope: 'local' });
        if (error) console.warn('Sesi lokal tidak dapat dihapus dengan bersih', error);
      }
      forgetEarlyCheck();
      queryClient.clear();
      await clearOfflineData();
    },
    [clientRef, getClient, queryClient],
  );

  // Restore on start: a stored session counts only once GET /auth/me accepts it.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (!clientRef.current && !hasStoredSession()) {
        if (!cancelled) setState(anonymous);
        return;
      }
      // GET /auth/me goes out with the stored token, without supabase-js (main.tsx may have sent it).
      const storageKey = clientRef.current?.storageKey ?? defaultAuthStorageKey();
      checkStoredSessionEarly(api, storageKey);
      const { restoreStoredSession, userAcceptedEarly } = await import('./restore-session');
      // Accepted: the shell renders now; supabase-js (a large download) loads when the session
      // needs it (a refresh, a sign-out, a second factor, a file), not before the page.
      const accepted = await userAcceptedEarly(api, queryClient, storageKey);
      if (cancelled) return;
      if (accepted) return startTransition(() => setState({ status: 'authenticated', user: accepted }));
      const restored = await restoreStoredSession(await getClient(), api, queryClient);
      if (cancelled) return;
      const { user } = restored;
      // The shell and the page render in slices that yield to the browser (one long task otherwise).
      if (user) return startTransition(() => setState({ status: 'authenticated', user }));
      if (restored.failed) {
        console.warn('Sesi tersimpan tidak dapat dipulihkan', restored.failed.error);
        await clearLocalSession({ endedOnServer: restored.failed.endedOnServer });
      }
      setState(anonymous);
    })();
    return () => {
      cancelled = true;
    };
  }, [api, clearLocalSession, clientRef, getClient, queryClient]);

  // The session can also end outside this tab's control: a refresh token revoked by logout
  // elsewhere or by a password reset makes supabase-js sign out.
  useEffect(() => {
    if (!client) return;
    const {
      data: { subscription },
    } = client.supabase.auth.onAuthStateChange((event) => {
      if (event !== 'SIGNED_OUT') return;
      setState((current) => (current.status === 'authenticated' ? anonymous : current));
      void clearOfflineData();
    });
    return () => subscription.unsubscribe();
  }, [client]);

  const endSession = useCallback(
    async ({ callServer }: { callServer: boolean }) => {
      // Read before any wait: the guards may already have moved to /login by the time it ends.
      const endedOn = latest.current.location;
      // Without the server call this is a 401: the API has stopped accepting the session already.
      let endedOnServer = !callServer;
      if (callServer) {
        // Spec §4: logout errors are only logged; the local session ends regardless.
        const { logOut } = await import('../api/log-out');
        endedOnServer = await logOut(api).then(
          () => true,
          (error: unknown) => {
            console.warn('Logout di server gagal', error);
            return false;
          },
        );
      }
      await clearLocalSession({ endedOnServer });
      setState(anonymous);
      // The login sends the user back to the page the session ended on (pathAfterLogin).
      await navigate('/login', { replace: true, state: { from: endedOn } });
    },
    [api, clearLocalSession, navigate],
  );

  // Spec §4: a 401 on any page but /, /login, /register and /register-old ends the session.
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!isApiError(error) || error.status !== 401) return;
      if (latest.current.status !== 'authenticated' || isUnauthorizedExempt(latest.current.pathname)) return;
      latest.current = { ...latest.current, status: 'anonymous' };
      void endSession({ callServer: false });
    };
    return onQueryOrMutationError(queryClient, onError);
  }, [endSession, queryClient]);

  // A login that waits for its second factor.
  const awaitingCode = useRef(false);

  const completeLogin = useCallback(
    async (result: LoginResponse, { rememberMe }: { rememberMe: boolean }) => {
      const authClient = await getClient();
      const { supabase, storage } = authClient;
      storage.setPersistence(rememberMe ? 'local' : 'session');
      const { error } = await supabase.auth.setSession({
        access_token: result.tokens.accessToken,
        refresh_token: result.tokens.refreshToken,
      });
      if (error) throw error;
      if (await needsSecondFactor(authClient)) {
        awaitingCode.current = true;
        return 'second-factor' as const;
      }
      queryClient.setQueryData(authKeys.me(), result.user);
      setState({ status: 'authenticated', user: result.user });
      return 'signed-in' as const;
    },
    [getClient, queryClient],
  );

  const verifySecondFactor = useCallback(
    async (code: string) => {
      if (!awaitingCode.current) throw new Error('Tidak ada proses masuk yang menunggu kode');
      const user = await verifyAuthenticatorCode(await getClient(), api, code);
      awaitingCode.current = false;
      queryClient.setQueryData(authKeys.me(), user);
      setState({ status: 'authenticated', user });
    },
    [api, getClient, queryClient],
  );

  const cancelSecondFactor = useCallback(async () => {
    awaitingCode.current = false;
    await clearLocalSession();
  }, [clearLocalSession]);

  const logout = useCallback(() => endSession({ callServer: true }), [endSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.user,
      completeLogin,
      verifySecondFactor,
      cancelSecondFactor,
      logout,
    }),
    [state, completeLogin, verifySecondFactor, cancelSecondFactor, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
