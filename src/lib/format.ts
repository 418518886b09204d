import { DEFAULT_TIME_ZONE } from '@shared/calendar';
import { rupiahInFigures } from '@shared/money/amount-in-figures';
import { TIME_ZONES, type DateFormat, type TimeZone } from '@shared/display-choices';
import { displayPreferences } from '@/lib/display-preferences';

/**
 * The one home of how numbers, money, dates and times are written. Dates and times follow the
 * signed-in user's Preferensi (`@/lib/display-preferences`): their zone (WIB, WITA, WIT), date
 * format and language; an explicit option overrides them (tests, the server's fixed WIB dates).
 */
export { DEFAULT_TIME_ZONE, TIME_ZONES, type TimeZone };

const LOCALE = 'id-ID';

/**
 * Money is an integer number of rupiah, shown as `Rp150.000`: the figures of the receipts
 * (`rupiahInFigures`) and of every SQL message (`private.format_rupiah`), not Intl's `Rp 150.000`.
 */
export function formatIdr(amount: number): string {
  return rupiahInFigures(Math.round(amount));
}

const numberFormatter = new Intl.NumberFormat(LOCALE);

/** A count with Indonesian digit grouping: `12.345`. */
export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

const percentFormatter = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** `12,5%`, `33,33%`: a percent as Indonesian readers write it. */
export function formatPercent(value: number): string {
  return `${percentFormatter.format(value)}%`;
}

const compactFormatter = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });

/** `Rp 1,2 M`, `Rp 150 rb`: money on a chart's axis, where the full figure does not fit. */
export function formatCompactIdr(amount: number): string {
  return `Rp ${compactFormatter.format(amount)}`;
}

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  timeZone?: string;
  locale?: string;
  dateFormat?: DateFormat;
}

// Creating an Intl.DateTimeFormat costs far more than formatting with one (a list of news items
// paid it per item); one formatter per locale, zone and style is kept.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(locale: string, timeZone: string, style: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(style)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...style, timeZone });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Tanggal tidak valid: ${String(value)}`);
  return date;
}

function settings(options: DateFormatOptions) {
  const preferred = displayPreferences();
  return {
    timeZone: options.timeZone ?? preferred.timeZone,
    locale: options.locale ?? preferred.locale,
    dateFormat: options.dateFormat ?? preferred.dateFormat,
  };
}

const numericDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** `22/11/2026`, `11/22/2026` or `2026-11-22`: the calendar date in the zone, in the chosen format. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const { timeZone, dateFormat } = settings(options);
  const parts = dateFormatter('en-CA', timeZone, numericDate).formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const [day, month, year] = [part('day'), part('month'), part('year')];
  switch (dateFormat) {
    case 'mm/dd/yyyy':
      return `${month}/${day}/${year}`;
    case 'yyyy-mm-dd':
      return `${year}-${month}-${day}`;
    default:
      return `${day}/${month}/${year}`;
  }
}

/** `22 November 2026` (`22 November 2026` in English too): the month spelt out, in the language. */
export function formatLongDate(value: DateInput, options: DateFormatOptions = {}): string {
  const { timeZone, locale } = settings(options);
  return dateFormatter(locale, timeZone, { dateStyle: 'long' }).format(toDate(value));
}

/** `14.30 WIB`: the zone's Indonesian abbreviation tells WIB, WITA and WIT apart in both languages. */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  const { timeZone } = settings(options);
  return dateFormatter(LOCALE, timeZone, { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(
    toDate(value),
  );
}

/** `22/11/2026, 14.30 WIB`: the date in the chosen format, then the time with its zone. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return `${formatDate(value, options)}, ${formatTime(value, options)}`;
}

/** `Nov 2026` (`Nov 2026` in English): a month of the calendar, e.g. a bill's period. */
export function formatMonthYear(value: DateInput, options: DateFormatOptions = {}): string {
  const { timeZone, locale } = settings(options);
  return dateFormatter(locale, timeZone, { month: 'short', year: 'numeric' }).format(toDate(value));
}

/** `Sabtu, 12 Desember 2026`, or a range of such dates when the two days differ. */
export function formatFullDateRange(start: DateInput, end: DateInput, options: DateFormatOptions = {}): string {
  const { timeZone, locale } = settings(options);
  return dateFormatter(locale, timeZone, { dateStyle: 'full' }).formatRange(toDate(start), toDate(end));
}

/** `08.00–16.00 WIB` on one day; each end's own time on different days. */
export function formatTimeRange(start: DateInput, end: DateInput, options: DateFormatOptions = {}): string {
  const { timeZone, locale } = settings(options);
  const from = toDate(start);
  const to = toDate(end);
  const time = dateFormatter(locale, timeZone, { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
  const sameDay =
    formatDate(from, { timeZone, dateFormat: 'yyyy-mm-dd' }) === formatDate(to, { timeZone, dateFormat: 'yyyy-mm-dd' });
  return sameDay ? time.formatRange(from, to) : `${time.format(from)} – ${time.format(to)}`;
}

/** Day and short month of a date tile: `12`, `Des`. */
export function formatDayTile(value: DateInput, options: DateFormatOptions = {}): { day: string; month: string } {
  const { timeZone, locale } = settings(options);
  const date = toDate(value);
  return {
    day: dateFormatter(locale, timeZone, { day: 'numeric' }).format(date),
    month: dateFormatter(locale, timeZone, { month: 'short' }).format(date),
  };
}
