import { DEFAULT_TIME_ZONE } from '@/lib/format';

export type EventPhase = 'upcoming' | 'ongoing' | 'past';

export function eventPhase(startsAt: string, endsAt: string, now = Date.now()): EventPhase {
  if (Date.parse(endsAt) < now) return 'past';
  return Date.parse(startsAt) <= now ? 'ongoing' : 'upcoming';
}

/**
 * Date and time of an event in WIB (public visitors have no time zone setting):
 * `Sabtu, 12 Desember 2026` + `08.00–16.00 WIB`, or a date range with each day's time for
 * events that span several days.
 */
export function formatEventSchedule(startsAt: string, endsAt: string, locale: string) {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const timeZone = DEFAULT_TIME_ZONE;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone });
  const day = new Intl.DateTimeFormat('en-CA', { timeZone });
  const sameDay = day.format(start) === day.format(end);
  return {
    date: date.formatRange(start, end),
    time: sameDay ? time.formatRange(start, end) : `${time.format(start)} – ${time.format(end)}`,
  };
}

/** Day and short month for the date tile of an event card: `12`, `Des`. */
export function eventDateTile(startsAt: string, locale: string) {
  const start = new Date(startsAt);
  const timeZone = DEFAULT_TIME_ZONE;
  return {
    day: new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone }).format(start),
    month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone }).format(start),
  };
}
