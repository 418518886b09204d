import { apiClient } from '@/lib/api-client';
import { defaultAuthStorageKey, loadAuthClient } from '@/lib/supabase';
import { checkStoredSessionEarly } from './early-session-check';

/**
 * Starts restoring a stored session from main.tsx, before the first render instead of after it:
 * GET /auth/me goes out at once with the stored access token, while supabase-js and the restore
 * step load side by side. The auth provider then finds all three under way.
 */
export function preloadSessionCheck(): Promise<unknown> {
  checkStoredSessionEarly(apiClient, defaultAuthStorageKey());
  return Promise.all([import('./restore-session'), loadAuthClient()]);
}
