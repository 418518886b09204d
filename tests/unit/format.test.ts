import { afterEach, describe, expect, it } from 'vitest';
import { defaultDisplayPreferences, setDisplayPreferences } from '@/lib/display-preferences';
import {
  formatDate,
  formatDateTime,
  formatDayTile,
  formatFullDateRange,
  formatIdr,
  formatLongDate,
  formatMonthYear,
  formatTimeRange,
} from '@/lib/format';

// Intl separates some parts (times) with a no-break space.
const normalise = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatIdr', () => {
  it('writes whole rupiah as Rp150.000: dots between thousands, no space, as receipts and SQL messages do', () => {
    expect(formatIdr(150_000)).toBe('Rp150.000');
    expect(formatIdr(847_000_000)).toBe('Rp847.000.000');
    expect(formatIdr(0)).toBe('Rp0');
    expect(formatIdr(-25_000)).toBe('-Rp25.000');
  });

  it('rounds fractions away instead of showing decimals', () => {
    expect(formatIdr(1_500.6)).toBe('Rp1.501');
  });
});

describe('date formatting', () => {
  // 18:30 UTC is already the next day in WIB (UTC+7).
  const instant = '2026-11-22T18:30:00Z';

  it('uses dd/mm/yyyy in Asia/Jakarta by default', () => {
    expect(formatDate(instant)).toBe('23/11/2026');
    expect(formatDate(new Date(instant))).toBe('23/11/2026');
  });

  it('honours another Indonesian time zone', () => {
    expect(formatDate('2026-11-22T16:30:00Z', { timeZone: 'Asia/Jakarta' })).toBe('22/11/2026');
    expect(formatDate('2026-11-22T16:30:00Z', { timeZone: 'Asia/Jayapura' })).toBe('23/11/2026');
  });

  it('writes the long form with the Indonesian month name', () => {
    expect(formatLongDate(instant)).toBe('23 November 2026');
  });

  it('shows time with the WIB / WITA / WIT abbreviation', () => {
    expect(normalise(formatDateTime('2026-11-22T07:30:00Z'))).toBe('22/11/2026, 14.30 WIB');
    expect(normalise(formatDateTime('2026-11-22T07:30:00Z', { timeZone: 'Asia/Makassar' }))).toBe(
      '22/11/2026, 15.30 WITA',
    );
    expect(normalise(formatDateTime('2026-11-22T07:30:00Z', { timeZone: 'Asia/Jayapura' }))).toBe(
      '22/11/2026, 16.30 WIT',
    );
  });

  it('rejects an invalid date instead of printing "Invalid Date"', () => {
    expect(() => formatDate('bukan tanggal')).toThrow(RangeError);
  });
});

describe("the signed-in user's Preferensi (zone, date format, language)", () => {
  afterEach(() => setDisplayPreferences(defaultDisplayPreferences));
  const instant = '2026-11-22T16:30:00Z'; // 23:30 WIB on the 22nd, 01:30 WIT on the 23rd

  it('writes each of the three date formats of the spec', () => {
    expect(formatDate(instant, { dateFormat: 'dd/mm/yyyy' })).toBe('22/11/2026');
    expect(formatDate(instant, { dateFormat: 'mm/dd/yyyy' })).toBe('11/22/2026');
    expect(formatDate(instant, { dateFormat: 'yyyy-mm-dd' })).toBe('2026-11-22');
  });

  it('applies the chosen zone and format to every date and time without options', () => {
    setDisplayPreferences({ timeZone: 'Asia/Jayapura', dateFormat: 'yyyy-mm-dd' });
    expect(formatDate(instant)).toBe('2026-11-23');
    expect(normalise(formatDateTime(instant))).toBe('2026-11-23, 01.30 WIT');
    expect(formatLongDate(instant)).toBe('23 November 2026');
    setDisplayPreferences({ timeZone: 'Asia/Makassar', dateFormat: 'mm/dd/yyyy' });
    expect(normalise(formatDateTime(instant))).toBe('11/23/2026, 00.30 WITA');
  });

  it('an explicit option still wins over the preference', () => {
    setDisplayPreferences({ timeZone: 'Asia/Jayapura', dateFormat: 'mm/dd/yyyy' });
    expect(formatDate(instant, { timeZone: 'Asia/Jakarta', dateFormat: 'dd/mm/yyyy' })).toBe('22/11/2026');
  });

  it('spells months in the chosen language', () => {
    setDisplayPreferences({ locale: 'en-GB' });
    expect(formatLongDate('2026-12-12T03:00:00Z')).toBe('12 December 2026');
    expect(formatMonthYear('2026-12-12T03:00:00Z')).toBe('Dec 2026');
    setDisplayPreferences({ locale: 'id-ID' });
    expect(formatMonthYear('2026-12-12T03:00:00Z')).toBe('Des 2026');
  });

  it('writes event schedules and date tiles in the zone', () => {
    const start = '2026-12-12T01:00:00Z'; // 08.00 WIB
    const end = '2026-12-12T09:00:00Z'; // 16.00 WIB
    expect(formatFullDateRange(start, end)).toBe('Sabtu, 12 Desember 2026');
    expect(normalise(formatTimeRange(start, end)).replace(/\s/g, '')).toBe('08.00–16.00WIB');
    setDisplayPreferences({ timeZone: 'Asia/Jayapura' });
    expect(normalise(formatTimeRange(start, end)).replace(/\s/g, '')).toBe('10.00–18.00WIT');
    expect(formatDayTile('2026-12-12T16:30:00Z')).toEqual({ day: '13', month: 'Des' });
  });
});
