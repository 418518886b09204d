import { apiClient } from '@/lib/api-client';
import { defaultAuthStorageKey, loadAuthClient } from '@/lib/supabase';
import { checkStoredSessionEarly, usableStoredToken } from './early-session-check';

/**
 * Starts restoring a stored session from main.tsx, before the first render instead of after it:
 * GET /auth/me goes out at once with the stored access token while the restore step loads. The
 * auth provider then finds both under way. supabase-js comes along only for a token that needs a
 * refresh first; otherwise it loads when the session needs it (auth-provider.tsx).
 * A session the API refuses leaves those reads untaken (early-reads.ts).
 */
export function preloadSessionCheck(pageReads: readonly string[] = []): Promise<unknown> {
  const storageKey = defaultAuthStorageKey();
  checkStoredSessionEarly(apiClient, storageKey);
  // The page's own first reads travel beside GET /auth/me, with the same token.
  const token = usableStoredToken(storageKey);
  if (token) for (const path of pageReads) apiClient.sendEarly(path, token);
  return Promise.all([import('./restore-session'), usableStoredToken(storageKey) ? null : loadAuthClient()]);
}
