import { createClient } from '@supabase/supabase-js';
import { env } from '@/lib/env';
import { createRememberMeStorage, defaultAuthStorageKey, type AuthClient } from '@/lib/supabase';

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
  const storageKey = options.storageKey ?? defaultAuthStorageKey(url);
  const supabase = createClient(url, publishableKey || 'missing-publishable-key', {
    auth: {
      storage,
      storageKey,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: false,
    },
  });
  return { supabase, storage, storageKey };
}
