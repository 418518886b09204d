import type { ReportPeriod } from '@shared/contracts/reports';
import { formatMonthYear, formatPercent } from '@/lib/format';

const MONTHS: Record<ReportPeriod, number> = { month: 1, quarter: 3, year: 12 };

/** A day of the period `steps` periods away from the one holding `date` (YYYY-MM-DD, its first day). */
export function shiftAnchor(period: ReportPeriod, date: string, steps: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = Math.floor((month - 1) / MONTHS[period]) * MONTHS[period];
  const shifted = new Date(Date.UTC(year, first + steps * MONTHS[period], 1));
  return shifted.toISOString().slice(0, 10);
}

/** `Nov 2026`, `Okt 2026 – Des 2026`, `2026`: the period the report covers. */
export function periodLabel(period: ReportPeriod, from: string, to: string): string {
  if (period === 'year') return from.slice(0, 4);
  const utc = { timeZone: 'UTC' };
  return period === 'month'
    ? formatMonthYear(from, utc)
    : `${formatMonthYear(from, utc)} – ${formatMonthYear(to, utc)}`;
}

/** The change from `before` to `now` in percent (one decimal), or null when `before` is zero. */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** `+12,5%`, `−3%`, `0%`. */
export function formatChange(change: number): string {
  if (change === 0) return formatPercent(0);
  return `${change > 0 ? '+' : '−'}${formatPercent(Math.abs(change))}`;
}
