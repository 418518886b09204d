/**
 * The association's calendar. Dates are Asia/Jakarta (WIB) dates, for the server as for the screens,
 * until a user's own time zone is a setting.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

// Creating an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone, `YYYY-MM-DD`. */
export function calendarDate(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
