import { useSyncExternalStore } from 'react';

function mediaQuery(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;
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
