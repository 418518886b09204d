import type { SessionUser } from '@shared/contracts/auth';
import type { ApiClient } from '@/lib/api-client';
import { forgetEarlyReads } from '@/lib/early-reads';
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

/** Whether a stored session's access token is within the refresh margin (or past its expiry). */
export function needsRefresh(stored: { expiresAt: number }): boolean {
  return stored.expiresAt * 1000 - Date.now() <= REFRESH_MARGIN_MS;
}

/**
 * The stored access token while it is good for more than the refresh margin, else null: what the
 * API may be called with before supabase-js has loaded (it would hand out this same token).
 */
export function usableStoredToken(storageKey: string): string | null {
  const stored = storedSession(storageKey);
  if (!stored?.accessToken || needsRefresh(stored)) return null;
  return stored.accessToken;
}

let early: { api: ApiClient; accessToken: string; user: Promise<SessionUser> } | undefined;

/**
 * Sends GET /auth/me with the stored access token at once, without waiting for supabase-js (a large
 * download). The API answers it only for a live session that needs no second factor now (it refuses
 * one that awaits the code), so an answer restores the session by itself (`userAcceptedEarly`).
 * Not for a token close to its expiry, which supabase-js refreshes first.
 */
export function checkStoredSessionEarly(api: ApiClient, storageKey: string): void {
  const accessToken = usableStoredToken(storageKey);
  if (!accessToken || (early?.api === api && early.accessToken === accessToken)) return;
  const user = fetchMe(api, accessToken);
  user.catch(() => {}); // awaited by the session's restore, or dropped
  early = { api, accessToken, user };
}

/**
 * The early GET /auth/me of this client and token, if one was sent. Kept for every reader of that
 * token (React runs a restore twice in development), until the session ends here (`forgetEarlyCheck`).
 */
export function earlyCheck(api: ApiClient, accessToken: string | undefined): Promise<SessionUser> | undefined {
  return early?.api === api && early.accessToken === accessToken ? early.user : undefined;
}

/** A session that ended here is not restored from its earlier check, nor read from its early reads. */
export function forgetEarlyCheck(): void {
  early = undefined;
  forgetEarlyReads();
}
