import { z } from 'zod';
import { messageKey } from '../message-keys.ts';

/**
 * The building blocks of every request schema (bodies, queries, path parameters): bounded text
 * without control characters, and integers PostgreSQL can hold. Whatever reaches SQL has passed
 * through one of these, so bad input gets a 400 here instead of a database error (decision 0015).
 * Response schemas do not use them: they describe what the database already holds.
 */

/** Largest PostgreSQL `integer` (int4): a bigger query number overflows its SQL parameter. */
export const PG_INT4_MAX = 2_147_483_647;
/** No list is this long; a deeper page is a mistake or a probe. */
export const MAX_PAGE_NUMBER = 100_000;

export const inputMessages = {
  controlCharacters: 'validation:input.controlCharacters',
  tooLong: (max: number) => messageKey('validation:input.tooLong', { max }),
  pageInvalid: messageKey('validation:input.pageInvalid', { max: MAX_PAGE_NUMBER }),
  pageSizeInvalid: (max: number) => messageKey('validation:input.pageSizeInvalid', { max }),
  integerInvalid: (min: number, max: number) => messageKey('validation:input.integerInvalid', { min, max }),
  tokenInvalid: 'validation:input.tokenInvalid',
} as const;

/**
 * Control characters (NUL included; PostgreSQL cannot store NUL in text), lone UTF-16 surrogates
 * (not encodable as UTF-8) and the Unicode line and paragraph separators.
 */
const FORBIDDEN_IN_LINE = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
/** Tab, line feed and carriage return: whitespace a multi-line field may hold. */
const MULTILINE_WHITESPACE = /[\t\n\r]/g;
/** Bidirectional overrides and isolates, which make a name display as something else. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

export interface TextOptions {
  /** Longest accepted value, in characters (UTF-16 code units, as `String.length` counts). */
  max: number;
  /** Tabs and line breaks allowed (a textarea, an address); other control characters never are. */
  multiline?: boolean;
  /** The message when the value is missing or not a string. */
  error?: string;
  /** The message when it is longer than `max` (default: a generic one naming the limit). */
  tooLong?: string;
}

/** A bounded string without control characters. Chain `.trim()`, `.min()` and the like after it. */
export function text({ max, multiline = false, error, tooLong }: TextOptions) {
  return z
    .string(error === undefined ? undefined : { error })
    .max(max, tooLong ?? inputMessages.tooLong(max))
    .refine((value) => !FORBIDDEN_IN_LINE.test(multiline ? value.replace(MULTILINE_WHITESPACE, '') : value), {
      message: inputMessages.controlCharacters,
    });
}

/** A person's or an organization's name: one line, no control or bidirectional-override characters. */
export function nameText(options: Omit<TextOptions, 'multiline'>) {
  return text(options).refine((value) => !BIDI_CONTROLS.test(value), {
    message: inputMessages.controlCharacters,
  });
}

/**
 * An opaque token we pass on (refresh token, email-link token hash, Turnstile response): visible
 * ASCII only, bounded. Turnstile documents tokens of up to 2048 characters.
 */
export function opaqueToken({ max = 2048, error }: { max?: number; error?: string } = {}) {
  return z
    .string(error === undefined ? undefined : { error })
    .min(1, error ?? inputMessages.tokenInvalid)
    .max(max, inputMessages.tokenInvalid)
    .regex(/^[\x21-\x7E]+$/, inputMessages.tokenInvalid);
}

/** An integer from a query string or a body, within `min`..`max` (and always within int4). */
export function boundedInt({ min, max, message }: { min: number; max: number; message?: string }) {
  const bounded = Math.min(max, PG_INT4_MAX);
  const error = message ?? inputMessages.integerInvalid(min, bounded);
  return z.coerce.number({ error }).int(error).min(min, error).max(bounded, error);
}

/**
 * An integer in a JSON body: a number, or the digits a form field holds. Nothing else is coerced
 * (boundedInt would turn `true`, `""`, `null` and `[30]` into 1, 0, 0 and 30).
 */
export function jsonInt({ min, max, message }: { min: number; max: number; message?: string }) {
  const bounded = Math.min(max, PG_INT4_MAX);
  const error = message ?? inputMessages.integerInvalid(min, bounded);
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error }).int(error).min(min, error).max(bounded, error),
  );
}

/** `?page=`: 1-based, at most `MAX_PAGE_NUMBER`, default 1. */
export function pageNumber(message: string = inputMessages.pageInvalid) {
  return boundedInt({ min: 1, max: MAX_PAGE_NUMBER, message }).default(1);
}

/** `?limit=`: 1..`max` rows, with a default. */
export function pageSize({ max, fallback, message }: { max: number; fallback: number; message?: string }) {
  return boundedInt({ min: 1, max, message: message ?? inputMessages.pageSizeInvalid(max) }).default(fallback);
}

/** `?search=`: free text of one line, trimmed, at most `max` characters. */
export function searchText(max = 100) {
  return text({ max }).trim();
}

/** The longest address SMTP can carry (RFC 5321: a 256-octet path, less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** An email address: trimmed, lower-cased, bounded, then checked by zod's email rule. */
export function emailAddress(message: string) {
  return text({ max: EMAIL_MAX_LENGTH, error: message }).trim().toLowerCase().pipe(z.email(message));
}

/** A phone number as typed (`0812 3456 7890`, `+62 812…`), before it is normalised to E.164. */
export function phoneText(error?: string) {
  return text({ max: 40, error });
}

/**
 * A password as typed: anything but control characters, with a ceiling far above any real
 * password. The password rule (length in bytes, blocklist) is applied on top where one is set.
 */
export function secretText(error?: string) {
  return text({ max: 1024, error });
}
