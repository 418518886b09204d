import { formatDayTile, formatFullDateRange, formatTimeRange } from '@/lib/format';

export type EventPhase = 'upcoming' | 'ongoing' | 'past';

export function eventPhase(startsAt: string, endsAt: string, now = Date.now()): EventPhase {
  if (Date.parse(endsAt) < now) return 'past';
  return Date.parse(startsAt) <= now ? 'ongoing' : 'upcoming';
}

/**
 * Date and time of an event in the reader's zone (WIB for visitors):
 * `Sabtu, 12 Desember 2026` + `08.00–16.00 WIB`, or a date range with each day's time for
 * events that span several days.
 */
export function formatEventSchedule(startsAt: string, endsAt: string, locale: string) {
  return {
    date: formatFullDateRange(startsAt, endsAt, { locale }),
    time: formatTimeRange(startsAt, endsAt, { locale }),
  };
}

/** Day and short month for the date tile of an event card: `12`, `Des`. */
export function eventDateTile(startsAt: string, locale: string) {
  return formatDayTile(startsAt, { locale });
}
