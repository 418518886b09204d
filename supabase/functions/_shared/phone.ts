import { parsePhoneNumberFromString } from 'libphonenumber-js';

// Phone numbers, apart from the NAP and login rules of identifiers.ts: libphonenumber-js comes
// with them, and a page that only shows a NAP does not download it.

/** `0812…`, `62812…` and `+62 812…` → `+62812…` (E.164), or null when it is not a valid number. */
export function toE164(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'ID');
  return parsed?.isValid() ? parsed.number : null;
}

/** An Indonesian mobile number in E.164 (`+628…` but not `+6280…`, 9 to 12 digits after `+62`). */
const INDONESIAN_MOBILE = /^\+62(8[1-35-9]\d{7,10})$/;

/**
 * A stored phone number (E.164) as a spreadsheet should hold it: Indonesian numbers in their
 * national form (`0812-3456-7890`, `(022) 7654321`), which a spreadsheet keeps as text (no lost
 * leading zero or `+`, no `6,28E+12`) and which cannot start a formula; any other number as stored.
 * Mobile numbers, nearly all of them, take a fast path that writes what libphonenumber's national
 * format writes (a unit test compares the two); parsing costs ~20 µs a number, too much for an
 * export of the whole register.
 */
export function phoneForSheet(e164: string): string {
  const mobile = INDONESIAN_MOBILE.exec(e164)?.[1];
  if (mobile) {
    const middle = mobile.length === 9 ? 3 : 4;
    return `0${mobile.slice(0, 3)}-${mobile.slice(3, 3 + middle)}-${mobile.slice(3 + middle)}`;
  }
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed?.country === 'ID' && parsed.isValid() ? parsed.formatNational() : '';
  // A national form of digits alone would turn into a number: keep the stored form then.
  return /\D/.test(national) ? national : e164;
}
