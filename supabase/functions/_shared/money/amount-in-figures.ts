/**
 * Whole rupiah in figures as Indonesian spelling rules write it: `Rp150.000` (no space, dots
 * between thousands). The one way TypeScript writes money: receipts, and the web app through
 * formatIdr (src/lib/format.ts); SQL's twin is private.format_rupiah. Not Intl: its `Rp 150.000`
 * puts a no-break space in, and the text must not depend on the runtime's ICU data.
 */
export function rupiahInFigures(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`rupiahInFigures takes whole rupiah: ${n}`);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 ? '-' : ''}Rp${digits}`;
}
