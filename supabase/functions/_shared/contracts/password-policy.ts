import { commonPasswords } from './common-passwords.ts';

/**
 * SIMK's rule for a new password, in one place for the API's schemas, the forms, the local auth
 * service and (as far as GoTrue can express it) `[auth]` in supabase/config.toml. Decision 0010.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads only the first 72 bytes: anything after them would be silently ignored. */
export const PASSWORD_MAX_BYTES = 72;

export type PasswordProblem = 'too_short' | 'too_long' | 'common';

const blocklist = new Set(commonPasswords);
const encoder = new TextEncoder();

/** The length bcrypt sees: UTF-8 bytes, so `é` counts 2 and an emoji 4. */
export function passwordBytes(password: string): number {
  return encoder.encode(password).length;
}

/** What is wrong with a new password, or null when it may be used. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (passwordBytes(password) > PASSWORD_MAX_BYTES) return 'too_long';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too_short';
  return isGuessable(password) ? 'common' : null;
}

/**
 * On the blocklist (case does not matter), or a pattern a guesser tries first: one character or a
 * short unit repeated (`        `, `abcabcabc`, `12121212`), or a run up or down (`12345678`, `hgfedcba`).
 */
export function isGuessable(password: string): boolean {
  const candidate = password.trim().toLowerCase();
  if (blocklist.has(candidate) || blocklist.has(password.toLowerCase())) return true;
  const chars = [...password.toLowerCase()];
  for (let unit = 1; unit <= 3; unit++) {
    if (chars.length >= unit * 2 && chars.every((char, index) => char === chars[index % unit])) return true;
  }
  const codes = chars.map((char) => char.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  return (step === 1 || step === -1) && codes.every((code, index) => index === 0 || code - codes[index - 1]! === step);
}
