import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { KEPT_IN_STORAGE_PREFIX } from '@/lib/kept-in-storage';
import { useOwnMemberQuery } from '../api/get-own-member';

// Deleted with the offline data when the session ends.
const PREFIX = `${KEPT_IN_STORAGE_PREFIX}transfers.last-loaded`;

/**
 * The last data a query loaded successfully in this browser, kept in localStorage per user and
 * query: when a later load fails the screen shows it with a warning instead of sample data. Only
 * data the server gave is kept; nothing is ever made up.
 */
export function useLastLoaded<T>(name: string, query: UseQueryResult<T>) {
  // Kept per signed-in person (their member record), so nobody else on this browser sees it.
  const owner = useOwnMemberQuery().data?.id;
  const key = owner ? `${PREFIX}.${owner}.${name}` : null;
  useEffect(() => {
    if (key && query.isSuccess && !query.isPlaceholderData) {
      try {
        localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), data: query.data }));
      } catch {
        // A full or disabled storage only loses the offline copy.
      }
    }
  }, [key, query.isSuccess, query.isPlaceholderData, query.data]);
  const saved = useMemo(() => {
    if (!key || !query.isError) return undefined;
    try {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as { savedAt: number; data: T }) : undefined;
    } catch {
      return undefined;
    }
  }, [key, query.isError]);
  return {
    data: query.isError ? saved?.data : query.data,
    offline: query.isError && saved !== undefined,
    failed: query.isError && saved === undefined,
  };
}
