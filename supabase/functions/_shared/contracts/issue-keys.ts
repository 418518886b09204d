import type { z } from 'zod';
import { messageKey, type MessageParams } from '../message-keys.ts';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const SIZED = new Set(['string', 'array', 'set', 'map', 'file']);

function sizeKey(direction: 'min' | 'max', origin: unknown): string {
  const unit = origin === 'string' ? 'Chars' : origin === 'file' ? 'Bytes' : 'Items';
  return `validation:zod.${direction}${SIZED.has(String(origin)) ? unit : 'Value'}`;
}

function joined(values: readonly unknown[]): string {
  return values.map((value) => (typeof value === 'string' ? value : String(value))).join(', ');
}

/**
 * zod's own issues (a missing field, a wrong type, a bound) as keyed messages, for every schema
 * that names no message of its own: the API renders them in Indonesian, the web app in the
 * reader's language. Set as zod's global `customError` by the API (app.ts) and the web app.
 */
export function issueKey(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? messageKey('validation:zod.required')
        : messageKey('validation:zod.invalidType', { expected: String(issue.expected) });
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string' && minimum <= 1) return messageKey('validation:zod.required');
      return messageKey(sizeKey('min', issue.origin), { minimum });
    }
    case 'too_big':
      return messageKey(sizeKey('max', issue.origin), { maximum: Number(issue.maximum) });
    case 'invalid_format': {
      const format = String(issue.format);
      const known: Record<string, string> = {
        email: 'validation:common.emailInvalid',
        url: 'validation:zod.url',
        uuid: 'validation:zod.id',
        guid: 'validation:zod.id',
        date: 'validation:zod.date',
        datetime: 'validation:zod.dateTime',
      };
      return messageKey(known[format] ?? 'validation:zod.format');
    }
    case 'not_multiple_of':
      return messageKey('validation:zod.multipleOf', { divisor: Number(issue.divisor) });
    case 'unrecognized_keys':
      return messageKey('validation:zod.unknownKeys', { keys: joined(issue.keys) } satisfies MessageParams);
    case 'invalid_value':
      return messageKey('validation:zod.oneOf', { values: joined(issue.values) });
    default:
      return messageKey('validation:zod.invalid');
  }
}
