/**
 * A message carried as a translation key instead of a sentence, so each reader sees it in their
 * language: `validation:dues.nameRequired`, or with values for the text's placeholders
 * `validation:input.tooLong|{"max":100}`. zod issues (and through them form libraries) hold one string,
 * so the values travel inside it. The texts live in the locale files (`validation`, `errors`, and `notices` for what a success says).
 */
export type MessageParams = Record<string, string | number>;

export interface MessageKey {
  key: string;
  params: MessageParams;
}

const KEYED = /^(validation|errors|notices):[A-Za-z0-9_.]+$/;
const SEPARATOR = '|';

/** The string a zod schema or an AppError carries for `key` (e.g. `validation:dues.nameRequired`). */
export function messageKey(key: string, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `${key}${SEPARATOR}${JSON.stringify(params)}` : key;
}

/** The key and values of a keyed message; null for any other string (a sentence passes through). */
export function parseMessageKey(message: string): MessageKey | null {
  const at = message.indexOf(SEPARATOR);
  const key = at === -1 ? message : message.slice(0, at);
  if (!KEYED.test(key)) return null;
  if (at === -1) return { key, params: {} };
  try {
    const params: unknown = JSON.parse(message.slice(at + 1));
    if (!params || typeof params !== 'object' || Array.isArray(params)) return null;
    return { key, params: params as MessageParams };
  } catch {
    return null;
  }
}
