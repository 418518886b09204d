import { createContext, use } from 'react';
import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import { env } from '@/lib/env';

/** Where the session lives: across browser restarts ("Ingat saya") or only for this browser session. */
export type SessionPersistence = 'local' | 'session';

function browserStorage(kind: SessionPersistence): Storage | undefined {
  // Storage can be unavailable (private browsing, blocked cookies); the session then lasts the page.
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export interface RememberMeStorage extends SupportedStorage {
  /** Chosen at login: the next writes go to localStorage ('local') or sessionStorage ('session'). */
  setPersistence(persistence: SessionPersistence | null): void;
}

/**
 * A storage adapter for supabase-js that honours remember-me: it writes to whichever storage was
 * chosen at login and reads from both. After a reload nothing is chosen yet, so a refreshed token
 * goes back to the storage that already holds the session.
 */
export function createRememberMeStorage(): RememberMeStorage {
  let chosen: SessionPersistence | null = null;

  const local = () => browserStorage('local');
  const session = () => browserStorage('session');

  return {
    setPersistence(persistence) {
      chosen = persistence;
    },
    getItem(key) {
      return safely(() => local()?.getItem(key) ?? session()?.getItem(key) ?? null, null);
    },
    setItem(key, value) {
      const target: SessionPersistence =
        chosen ?? (safely(() => local()?.getItem(key), null) != null ? 'local' : 'session');
      const other: SessionPersistence = target === 'local' ? 'session' : 'local';
      safely(() => browserStorage(target)?.setItem(key, value), undefined);
      safely(() => browserStorage(other)?.removeItem(key), undefined);
    },
    removeItem(key) {
      safely(() => local()?.removeItem(key), undefined);
      safely(() => session()?.removeItem(key), undefined);
    },
  };
}

export interface AuthClient {
  supabase: SupabaseClient;
  storage: RememberMeStorage;
}

/**
 * A supabase-js client whose only job here is the session: it keeps the tokens our API returns
 * (`auth.setSession`), refreshes them before they expire and hands out the current access token.
 */
export function createAuthClient(
  url: string = env.supabaseUrl,
  publishableKey: string = env.supabasePublishableKey,
  options: { storageKey?: string } = {},
): AuthClient {
  const storage = createRememberMeStorage();
  const supabase = createClient(url, publishableKey || 'missing-publishable-key', {
    auth: {
      storage,
      ...(options.storageKey ? { storageKey: options.storageKey } : {}),
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: false,
    },
  });
  return { supabase, storage };
}

let appAuthClient: AuthClient | undefined;

/** The app's one supabase-js client, created on first use. */
export function getAuthClient(): AuthClient {
  appAuthClient ??= createAuthClient();
  return appAuthClient;
}

/** Tests inject a client pointed at their own server; the app uses `getAuthClient()`. */
export const AuthClientContext = createContext<AuthClient | null>(null);

export function useAuthClient(): AuthClient {
  return use(AuthClientContext) ?? getAuthClient();
}
