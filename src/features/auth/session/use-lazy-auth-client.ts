import { useCallback, useRef, useState } from 'react';
import { loadAuthClient, type AuthClient } from '@/lib/supabase';

/**
 * supabase-js, loaded only when there is a session to restore or at login (see `hasStoredSession`).
 * `clientRef` serves the very next request after a load; `client` re-renders what subscribes to it.
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
  return { clientRef, client, getClient };
}
