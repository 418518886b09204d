export { formatPercent } from '@/lib/format';

/** A percent as typed, `33,33` or `33.33`; empty is invalid, not zero. */
export function percentText(typed: string): number {
  const value = typed.trim().replace(',', '.');
  return value === '' ? Number.NaN : Number(value);
}
