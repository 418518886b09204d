import errors from './locales/id/errors.json' with { type: 'json' };
import notices from './locales/id/notices.json' with { type: 'json' };
import validation from './locales/id/validation.json' with { type: 'json' };
import { type MessageParams, parseMessageKey } from './message-keys.ts';

const namespaces: Record<string, unknown> = { errors, notices, validation };
const numbers = new Intl.NumberFormat('id-ID');

function lookup(key: string): string | undefined {
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = namespaces[namespace];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` and `{{name, number}}` as i18next does for the web app. */
export function interpolate(text: string, params: MessageParams): string {
  return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(number)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return format === 'number' && typeof value === 'number' ? numbers.format(value) : String(value);
  });
}

/**
 * The Indonesian text of a keyed message (`validation:…`, `errors:…`, `notices:…`), from the locale files the
 * web app translates with: the API's messages stay Indonesian (spec §8). Other strings as they are.
 */
export function indonesianText(message: string): string {
  const parsed = parseMessageKey(message);
  if (!parsed) return message;
  const text = lookup(parsed.key);
  return text === undefined ? message : interpolate(text, parsed.params);
}
