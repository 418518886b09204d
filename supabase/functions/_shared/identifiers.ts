/** A NAP is 12 digits: BPS code of the first DPC (4) + join year (2) + sequence (6). */
export const NAP_PATTERN = /^\d{12}$/;

/** What a login identifier is, after removing the separators people type (`3273.19.000001`). */
export type LoginIdentifier = { kind: 'email'; email: string } | { kind: 'nap'; nap: string } | { kind: 'invalid' };

export function parseLoginIdentifier(input: string): LoginIdentifier {
  const value = input.trim();
  if (value.includes('@')) return { kind: 'email', email: value.toLowerCase() };
  const digits = value.replace(/[\s.\-/]/g, '');
  return NAP_PATTERN.test(digits) ? { kind: 'nap', nap: digits } : { kind: 'invalid' };
}

/** A NAP in the association's dotted form, as every screen shows it: `3273.19.000001`. */
export function formatNap(nap: string | null | undefined): string | null {
  if (!nap) return null;
  return NAP_PATTERN.test(nap) ? `${nap.slice(0, 4)}.${nap.slice(4, 6)}.${nap.slice(6)}` : nap;
}
