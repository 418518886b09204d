/** How long a failed attempt waits before the next one. */
export interface BackoffPolicy {
  /** The wait after the first failed attempt (before jitter). */
  baseMs: number;
  /** The longest wait. */
  capMs: number;
}

/**
 * 30 s, 1, 2, 4, 8, 16 min, then 30 min: eight attempts span about an hour, well inside the 24
 * hours for which Resend remembers an idempotency key, so a late retry still cannot send twice.
 */
export const defaultBackoff: BackoffPolicy = { baseMs: 30_000, capMs: 30 * 60_000 };

/**
 * Exponential backoff with jitter: after attempt n the wait is between half and all of
 * min(cap, base · 2^(n-1)), so messages that failed together do not come back together.
 */
export function backoffDelayMs(attempt: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A `Retry-After` header (seconds, or an HTTP date) as a wait in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
