/** Indonesian time zones a user can choose (spec §3); WIB is the default (ARCHITECTURE §4). */
export const TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: TimeZone = 'Asia/Jakarta';

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

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  timeZone?: string;
  locale?: string;
}

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Tanggal tidak valid: ${String(value)}`);
  return date;
}

/** `22/11/2026` (dd/mm/yyyy, the default date format of spec §9). */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale ?? LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
  }).format(toDate(value));
}

/** `22 November 2026`. */
export function formatLongDate(value: DateInput, options: DateFormatOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale ?? LOCALE, {
    dateStyle: 'long',
    timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
  }).format(toDate(value));
}

/** `22/11/2026, 14.30 WIB`: the zone abbreviation tells WIB, WITA and WIT apart. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale ?? LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
  }).format(toDate(value));
}
