const percentFormatter = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** `33,33%`: a share of the dues split as Indonesian readers write it. */
export function formatPercent(value: number): string {
  return `${percentFormatter.format(value)}%`;
}

/** A percent as typed, `33,33` or `33.33`; empty is invalid, not zero. */
export function percentText(typed: string): number {
  const value = typed.trim().replace(',', '.');
  return value === '' ? Number.NaN : Number(value);
}
