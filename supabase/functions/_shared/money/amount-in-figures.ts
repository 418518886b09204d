/**
 * Whole rupiah in figures as Indonesian spelling rules write it on a document: `Rp150.000`
 * (no space, dots between thousands). Not Intl: its `Rp 150.000` puts a no-break space in, and the
 * printed text must not depend on the runtime's ICU data.
 */
export function rupiahInFigures(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`rupiahInFigures takes whole rupiah: ${n}`);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 ? '-' : ''}Rp${digits}`;
}
