import type { MembershipReport, MembershipReportPeriod } from '@shared/contracts/membership-report';
import { formatDate } from '@/lib/format';
import { periodLabel, shiftAnchor } from '../financial/report-period';

/** The periods of the select, in its order; `custom` is the date range beside it. */
export const membershipPeriods = [
  'week',
  'month',
  'quarter',
  'year',
] as const satisfies readonly MembershipReportPeriod[];
export type MembershipPeriod = (typeof membershipPeriods)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real day. */
export function isDay(value: string | null | undefined): value is string {
  return !!value && DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** A day of the period `steps` periods away from the one starting on `from` (YYYY-MM-DD). */
export function shiftMembershipAnchor(period: MembershipPeriod, from: string, steps: number): string {
  if (period !== 'week') return shiftAnchor(period, from, steps);
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + steps * 7)).toISOString().slice(0, 10);
}

/** `23/11/2026 – 29/11/2026`: a week or a date range. */
function dayRange(from: string, to: string): string {
  const utc = { timeZone: 'UTC' };
  return from === to ? formatDate(from, utc) : `${formatDate(from, utc)} – ${formatDate(to, utc)}`;
}

/** The period the report covers, as the controls show it. */
export function membershipPeriodLabel({ kind, from, to }: MembershipReport['period']): string {
  return kind === 'week' || kind === 'custom' ? dayRange(from, to) : periodLabel(kind, from, to);
}

/** The previous period the cards compare with. */
export function previousPeriodLabel({ kind, previousFrom, previousTo }: MembershipReport['period']): string {
  return kind === 'week' || kind === 'custom'
    ? dayRange(previousFrom, previousTo)
    : periodLabel(kind, previousFrom, previousTo);
}
