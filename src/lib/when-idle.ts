/** The longest a task waits for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs `callback` when the browser has nothing else to do (or after a short wait without idle callbacks). */
export function whenIdle(callback: () => void): { cancel(): void } {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return { cancel: () => cancelIdleCallback(handle) };
  }
  const handle = setTimeout(callback, IDLE_TIMEOUT_MS);
  return { cancel: () => clearTimeout(handle) };
}
