import { DEFAULT_TIME_ZONE } from '@/lib/format';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE });

/** Today in WIB as YYYY-MM-DD (the date field's default and upper bound). */
export function todayInWib(now = new Date()): string {
  return isoDay.format(now);
}

/**
 * The date field as the API's `paidAt`: today means "now" (null, so it is never in the future);
 * an earlier day is taken at noon WIB.
 */
export function paidAtOf(day: string, today = todayInWib()): string | null {
  return day === today ? null : `${day}T12:00:00+07:00`;
}
