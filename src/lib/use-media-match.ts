import { useSyncExternalStore } from 'react';

// One list per query: React reads the snapshot on every render of a component using it.
const lists = new Map<string, MediaQueryList>();

function mediaQuery(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/**
 * Whether the CSS media `query` matches now, following its changes. `unknown`: the answer where
 * the browser cannot tell (no `matchMedia`: jsdom, very old browsers).
 */
export function useMediaMatch(query: string, unknown: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQuery(query)?.matches ?? unknown,
    () => unknown,
  );
}
