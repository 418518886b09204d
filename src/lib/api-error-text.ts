import type { MessageParams } from '@shared/message-keys';
import { i18n, preloadServerTexts } from '@/lib/i18n';

export interface ApiErrorTextInput {
  code: string;
  /** The server's message (Indonesian): shown when the code is one the web app does not know. */
  serverMessage?: string | undefined;
  /** The keyed message behind the server's, when it is more specific than the code's own text. */
  key?: string | undefined;
  params?: MessageParams | undefined;
}

/**
 * The one place an API error becomes text: the key the server named (a validation problem, a
 * specific refusal), else its code's text in the `errors` namespace, in the reader's language;
 * the server's message for a code this build does not know yet.
 */
export async function apiErrorText({ code, serverMessage, key, params }: ApiErrorTextInput): Promise<string> {
  await preloadServerTexts().catch(() => {});
  const t = i18n.t.bind(i18n) as (key: string, options?: object) => string;
  if (key && i18n.exists(key)) return t(key, params);
  if (i18n.exists(`errors:${code}`)) return t(`errors:${code}`, params);
  return serverMessage ?? code;
}
