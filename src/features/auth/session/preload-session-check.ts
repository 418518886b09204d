import { apiClient } from '@/lib/api-client';
import { defaultAuthStorageKey, loadAuthClient } from '@/lib/supabase';
import { checkStoredSessionEarly, usableStoredToken } from './early-session-check';

/**
 * Starts restoring a stored session from main.tsx, before the first render instead of after it:
 * GET /auth/me goes out at once with the stored access token while the restore step loads. The
 * auth provider then finds both under way. supabase-js comes along only for a token that needs a
 * refresh first; otherwise it loads when the session needs it (auth-provider.tsx).
 */
export function preloadSessionCheck(): Promise<unknown> {
  const storageKey = defaultAuthStorageKey();
  checkStoredSessionEarly(apiClient, storageKey);
  return Promise.all([import('./restore-session'), usableStoredToken(storageKey) ? null : loadAuthClient()]);
}
