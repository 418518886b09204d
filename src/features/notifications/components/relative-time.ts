import { formatDate } from '@/lib/format';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'hours'; count: number }
  | { kind: 'days'; count: number }
  | { kind: 'date'; text: string };

/**
 * Spec §2 "Smart Notifications modal": under an hour `Baru saja`, then `N jam yang lalu`, then
 * `N hari yang lalu`, and a date once more than 7 days have passed. A time slightly in the
 * future (clock skew) counts as just now.
 */
export function relativeTime(timestamp: string | Date, now: Date = new Date(), timeZone?: string): RelativeTime {
  const time = timestamp instanceof Date ? timestamp : new Date(timestamp);
  const elapsed = now.getTime() - time.getTime();
  if (elapsed < HOUR_MS) return { kind: 'justNow' };
  if (elapsed < DAY_MS) return { kind: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  if (elapsed <= 7 * DAY_MS) return { kind: 'days', count: Math.floor(elapsed / DAY_MS) };
  return { kind: 'date', text: formatDate(time, { timeZone }) };
}
