import { DEFAULT_TIME_ZONE } from '@shared/calendar';

/** Indonesian time zones a user can choose (spec §3); WIB is the default (ARCHITECTURE §4). */
export const TIME_ZONES = [DEFAULT_TIME_ZONE, 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
export { DEFAULT_TIME_ZONE };

const LOCALE = 'id-ID';

const idrFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

/** Money is an integer number of rupiah; shown as e.g. `Rp 150.000`. */
export function formatIdr(amount: number): string {
  return idrFormatter.format(amount);
}

const numberFormatter = new Intl.NumberFormat(LOCALE);

/** A count with Indonesian digit grouping: `12.345`. */
export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  timeZone?: string;
  locale?: string;
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

/** `22/11/2026` (dd/mm/yyyy, the default date format of spec §9). */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return dateFormatter(options.locale ?? LOCALE, options.timeZone ?? DEFAULT_TIME_ZONE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(toDate(value));
}

/** `22 November 2026`. */
export function formatLongDate(value: DateInput, options: DateFormatOptions = {}): string {
  return dateFormatter(options.locale ?? LOCALE, options.timeZone ?? DEFAULT_TIME_ZONE, { dateStyle: 'long' }).format(
    toDate(value),
  );
}

/** `22/11/2026, 14.30 WIB`: the zone abbreviation tells WIB, WITA and WIT apart. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return dateFormatter(options.locale ?? LOCALE, options.timeZone ?? DEFAULT_TIME_ZONE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(toDate(value));
}
