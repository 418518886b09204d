import { useCallback } from 'react';
import { loadAuthClient, useInjectedAuthClient } from '@/lib/supabase';

/**
 * Opens a file of a private bucket in a new tab through a short-lived signed URL, asked for with
 * the user's own session (storage RLS decides who may). The tab is opened at the click, before the
 * URL is known, so no popup blocker stands in the way; it is closed again if signing fails.
 */
export function useOpenStoredFile(): (bucket: string, path: string, expiresInSeconds: number) => Promise<void> {
  const injected = useInjectedAuthClient();
  return useCallback(
    async (bucket, path, expiresInSeconds) => {
      const tab = window.open('', '_blank');
      try {
        const { supabase } = await (injected ? Promise.resolve(injected) : loadAuthClient());
        const { data, error } = await supabase.storage.from(bucket).createSignedUrl(path, expiresInSeconds);
        if (error) throw error;
        if (!tab) {
          window.location.assign(data.signedUrl);
          return;
        }
        tab.opener = null;
        tab.location.href = data.signedUrl;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    [injected],
  );
}
