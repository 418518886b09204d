import type { SessionUser } from '@shared/contracts/auth';
import type { ApiClient } from '@/lib/api-client';
import { createRememberMeStorage } from '@/lib/supabase';
import { fetchMe } from '../api/get-me';

// Small, in the first load of every page: main.tsx sends a stored session's GET /auth/me with it
// before the rest of the session check (supabase-js, restore-session.ts) has loaded.

/**
 * The stored session's user id, access token and its expiry (seconds), read from storage as is.
 * supabase-js hands out a session only once its access token is valid, which needs the network
 * after it has expired; the offline data of `@/lib/offline-data` opens with this id meanwhile.
 */
export function storedSession(storageKey: string): { userId: string; accessToken?: string; expiresAt: number } | null {
  const raw = createRememberMeStorage().getItem(storageKey);
  if (typeof raw !== 'string') return null;
  try {
    const stored = JSON.parse(raw) as { user?: { id?: unknown }; access_token?: unknown; expires_at?: unknown } | null;
    const userId = stored?.user?.id;
    const accessToken = typeof stored?.access_token === 'string' ? stored.access_token : undefined;
    return typeof userId === 'string' ? { userId, accessToken, expiresAt: Number(stored?.expires_at ?? 0) } : null;
  } catch {
    return null;
  }
}

/** supabase-js refreshes an access token this close to its expiry (auth-js's EXPIRY_MARGIN_MS). */
export const REFRESH_MARGIN_MS = 90_000;

let early: { api: ApiClient; accessToken: string; user: Promise<SessionUser> } | undefined;

/**
 * Sends GET /auth/me with the stored access token at once, while supabase-js (a large download)
 * still loads, instead of after it. The answer counts only if supabase-js then hands out that same
 * token and the session needs no second factor (`restoreStoredSession`); otherwise it is dropped.
 * Not for a token close to its expiry, which supabase-js refreshes first.
 */
export function checkStoredSessionEarly(api: ApiClient, storageKey: string): void {
  const stored = storedSession(storageKey);
  if (!stored?.accessToken || stored.expiresAt * 1000 - Date.now() <= REFRESH_MARGIN_MS) return;
  if (early?.api === api && early.accessToken === stored.accessToken) return;
  const user = fetchMe(api, stored.accessToken);
  user.catch(() => {}); // awaited by restoreStoredSession, or dropped
  early = { api, accessToken: stored.accessToken, user };
}

/** The early GET /auth/me of this client and token, if one was sent; it is used once. */
export function takeEarly(api: ApiClient, accessToken: string | undefined): Promise<SessionUser> | undefined {
  const taken = early;
  early = undefined;
  return taken?.api === api && taken.accessToken === accessToken ? taken.user : undefined;
}
