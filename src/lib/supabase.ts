import { createContext, use } from 'react';
import type { SupabaseClient, SupportedStorage } from '@supabase/supabase-js';
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
  /** Where `storage` keeps the session. */
  storageKey: string;
}

/** supabase-js's own default: `sb-<first label of the host>-auth-token`. */
export function defaultAuthStorageKey(url: string = env.supabaseUrl): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether this browser holds a session at all. supabase-js is a large download, so a visitor
 * without one (most of the public site) never loads it; it is fetched when a stored session must
 * be restored or at login.
 */
export function hasStoredSession(storageKey: string = defaultAuthStorageKey()): boolean {
  return createRememberMeStorage().getItem(storageKey) != null;
}

let appAuthClient: Promise<AuthClient> | undefined;

/** The app's one supabase-js client, loaded and created on first use. */
export function loadAuthClient(): Promise<AuthClient> {
  appAuthClient ??= import('@/lib/supabase-client').then(({ createAuthClient }) => createAuthClient());
  return appAuthClient;
}

/** Tests inject a client pointed at their own server; the app loads its own with `loadAuthClient()`. */
export const AuthClientContext = createContext<AuthClient | null>(null);

/** The injected client (tests), or null: the app then loads its own with `loadAuthClient()`. */
export function useInjectedAuthClient(): AuthClient | null {
  return use(AuthClientContext);
}
