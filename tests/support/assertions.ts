import { expect } from 'vitest';

/**
 * Asserts that `items` is non-empty and that every item satisfies `predicate`. A bare
 * `expect(items.every(…)).toBe(true)` passes on an empty result, so it cannot fail when a query
 * silently returns nothing; this one can, and it names the items that do not match.
 */
export function expectEvery<T>(
  items: readonly T[] | null | undefined,
  predicate: (item: T) => unknown,
  label?: string,
) {
  expect(items?.length ?? 0, `${label ?? 'result'}: expected at least one item`).toBeGreaterThan(0);
  expect(
    items!.filter((item) => !predicate(item)),
    label,
  ).toEqual([]);
}
