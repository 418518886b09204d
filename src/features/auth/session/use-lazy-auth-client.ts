import { useCallback, useEffect, useRef, useState } from 'react';
import { setAccessTokenGetter } from '@/lib/api-client';
import { defaultAuthStorageKey, hasStoredSession, loadAuthClient, type AuthClient } from '@/lib/supabase';
import { usableStoredToken } from './early-session-check';

/**
 * supabase-js, loaded only when there is a session to restore or at login (see `hasStoredSession`).
 * `clientRef` serves the very next request after a load; `client` re-renders what subscribes to it.
 * It also gives the API its access token: the stored one while it is good and supabase-js has not
 * been needed yet, then supabase-js's (which it loads, and which refreshes the token).
 */
export function useLazyAuthClient(injected: AuthClient | null) {
  const clientRef = useRef<AuthClient | null>(injected);
  const [client, setClient] = useState<AuthClient | null>(injected);
  const getClient = useCallback(async (): Promise<AuthClient> => {
    if (clientRef.current) return clientRef.current;
    const loaded = await loadAuthClient();
    clientRef.current = loaded;
    setClient(loaded);
    return loaded;
  }, []);

  useEffect(() => {
    setAccessTokenGetter(async () => {
      const storageKey = clientRef.current?.storageKey ?? defaultAuthStorageKey();
      if (!clientRef.current) {
        if (!hasStoredSession(storageKey)) return null;
        const stored = usableStoredToken(storageKey);
        if (stored) return stored;
      }
      const current = await getClient();
      return (await current.supabase.auth.getSession()).data.session?.access_token ?? null;
    });
    return () => setAccessTokenGetter(() => null);
  }, [getClient]);

  return { clientRef, client, getClient };
}
