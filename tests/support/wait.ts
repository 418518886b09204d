// Waiting on a condition, never for a fixed time: a test polls what it expects and fails with a
// clear message when it does not come in time.

const POLL_MS = 50;

/** Resolves once `condition` holds; throws when it still does not after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Reads until `done(value)` holds or `timeoutMs` passes, and returns the last value read, so the
 * test's own assertion on it says what was missing.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 4));
    value = await read();
  }
  return value;
}
