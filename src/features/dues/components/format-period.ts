import { formatMonthYear } from '@/lib/format';

// Noon WIB is the same calendar day in every Indonesian zone.
function monthOf(isoDate: string): string {
  return formatMonthYear(`${isoDate}T12:00:00+07:00`);
}

/** A bill's period from its first and last day (ISO dates): "Nov 2026", or "Jan 2026 – Des 2026". */
export function formatPeriod(periodStart: string, periodEnd: string): string {
  const start = monthOf(periodStart);
  const end = monthOf(periodEnd);
  return start === end ? start : `${start} – ${end}`;
}

/** An ISO date (YYYY-MM-DD) as dd/mm/yyyy, read in WIB. */
export function isoDateAsWib(isoDate: string): string {
  return `${isoDate}T00:00:00+07:00`;
}
