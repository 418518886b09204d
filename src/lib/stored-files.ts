import { useQuery } from '@tanstack/react-query';
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

/** Query keys of signed URLs, per bucket and path: resetting a bucket's makes every image of it load again. */
export const storedFileKeys = {
  all: ['stored-file'] as const,
  bucket: (bucket: string) => [...storedFileKeys.all, bucket] as const,
  url: (bucket: string, path: string) => [...storedFileKeys.bucket(bucket), path] as const,
};

/**
 * A short-lived URL of a file of a private bucket (for an `<img>`), asked for with the user's own
 * session, or null while there is none; the query renews it at half its life.
 */
export function useSignedFileUrl(bucket: string, path: string | null | undefined, expiresInSeconds: number) {
  const injected = useInjectedAuthClient();
  const query = useQuery({
    queryKey: storedFileKeys.url(bucket, path ?? ''),
    queryFn: async () => {
      const { supabase } = await (injected ? Promise.resolve(injected) : loadAuthClient());
      const { data, error } = await supabase.storage.from(bucket).createSignedUrl(path!, expiresInSeconds);
      if (error) throw error;
      return data.signedUrl;
    },
    enabled: !!path,
    staleTime: (expiresInSeconds / 2) * 1000,
  });
  return path ? (query.data ?? null) : null;
}
