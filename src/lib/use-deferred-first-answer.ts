import { useDeferredValue } from 'react';

/**
 * A query's answer, held back only while nothing of it is on screen: the first render from it runs
 * as a transition, in slices that yield to the browser, instead of one long task (a member's page
 * took 100–165 ms in one task here, four times that on a mid-range phone: issue 26 §7). Later
 * answers (a refetch, a saved edit) show at once, in the same paint.
 */
export function useDeferredFirstAnswer<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  return deferred === undefined ? undefined : data;
}
