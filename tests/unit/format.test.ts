import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIdr, formatLongDate } from '@/lib/format';

// Intl separates "Rp" from the amount with a no-break space.
const normalise = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatIdr', () => {
  it('formats whole rupiah with id-ID grouping and no decimals', () => {
    expect(normalise(formatIdr(150_000))).toBe('Rp 150.000');
    expect(normalise(formatIdr(847_000_000))).toBe('Rp 847.000.000');
    expect(normalise(formatIdr(0))).toBe('Rp 0');
  });

  it('rounds fractions away instead of showing decimals', () => {
    expect(normalise(formatIdr(1_500.6))).toBe('Rp 1.501');
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
