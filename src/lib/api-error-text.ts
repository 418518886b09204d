import { DEFAULT_LANGUAGE } from '@shared/constants';
import type { MessageParams } from '@shared/message-keys';
import { currentLanguage, i18n, preloadServerTexts } from '@/lib/i18n';

export interface ApiErrorTextInput {
  code: string;
  /** The server's message (Indonesian): shown when the code is one the web app does not know. */
  serverMessage?: string | undefined;
  /** The keyed message behind the server's, when it is more specific than the code's own text. */
  key?: string | undefined;
  params?: MessageParams | undefined;
}

/**
 * The one place an API error becomes text, in the reader's language: the key the server named (a
 * validation problem, a specific refusal); in Indonesian, the server's own sentence, which may be
 * more specific than its code (worded in SQL); else the code's text in the `errors` namespace; the
 * server's message for a code this build does not know yet.
 */
export async function apiErrorText({ code, serverMessage, key, params }: ApiErrorTextInput): Promise<string> {
  await preloadServerTexts().catch(() => {});
  const t = i18n.t.bind(i18n) as (key: string, options?: object) => string;
  if (key && i18n.exists(key)) return t(key, params);
  if (serverMessage && currentLanguage() === DEFAULT_LANGUAGE) return serverMessage;
  if (i18n.exists(`errors:${code}`)) return t(`errors:${code}`, params);
  return serverMessage ?? code;
}
