import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ParamChanges = Record<string, string | null>;

/**
 * The page's URL search parameters and one way to change them: empty values are removed, and the
 * history entry is replaced, so filters and pages do not pile up behind the back button.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update] as const;
}

/** `value` when it is one of `allowed`, otherwise `fallback`. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/** The `page` parameter: a whole number from 1. */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}
