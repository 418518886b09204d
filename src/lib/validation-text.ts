import type { Namespace, TFunction } from 'i18next';
import { parseMessageKey } from '@shared/message-keys';

/**
 * The text of a field error: a keyed message from the contracts (`validation:…`, with its values)
 * in the reader's language; any other string as it is.
 */
export function validationText(t: TFunction<Namespace>, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const parsed = parseMessageKey(message);
  if (!parsed) return message;
  // Keys are built at run time from the contracts; the locale-keys test proves each one exists.
  return (t as unknown as (key: string, options: object) => string)(parsed.key, parsed.params);
}
