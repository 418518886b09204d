import { parsePhoneNumberFromString } from 'libphonenumber-js';

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

/** `0812…`, `62812…` and `+62 812…` → `+62812…` (E.164), or null when it is not a valid number. */
export function toE164(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'ID');
  return parsed?.isValid() ? parsed.number : null;
}
