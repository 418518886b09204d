// One request to a messaging provider, with the timeout every adapter uses, and the answer read
// once: the adapters only decide what the answer means.
import type { SendOutcome } from './channel-adapter.ts';
import { retryAfterMs } from './retry.ts';

export type ProviderAnswer =
  | { kind: 'answer'; status: number; headers: Headers; text: string; json: unknown }
  | { kind: 'no-answer'; error: string };

export async function callProvider(
  url: string,
  init: RequestInit & { timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): Promise<ProviderAnswer> {
  const { timeoutMs, ...request } = init;
  let response: Response;
  try {
    response = await fetchImpl(url, { ...request, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return { kind: 'no-answer', error: describeError(error) };
  }
  const text = await response.text().catch(() => '');
  return { kind: 'answer', status: response.status, headers: response.headers, text, json: parseJson(text) };
}

/**
 * What an HTTP failure means for the message: 429 waits (for Retry-After when given), 5xx, 408
 * and anything `transient` says is tried again, every other status is a refusal for good.
 */
export function httpFailureOutcome(
  answer: { status: number; headers: Headers },
  error: string,
  transient = false,
): SendOutcome {
  if (answer.status === 429) {
    const wait = retryAfterMs(answer.headers.get('retry-after'));
    return wait === undefined ? { kind: 'retry', error } : { kind: 'retry', error, retryAfterMs: wait };
  }
  if (transient || answer.status >= 500 || answer.status === 408) return { kind: 'retry', error };
  return { kind: 'rejected', error };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error
      ? `${error.name}: ${error.message} (${cause.message})`
      : `${error.name}: ${error.message}`;
  }
  return String(error);
}

/** `+6281234567890` → `6281234567890`: the form WhatsApp Cloud and Fonnte take. */
export function phoneDigits(e164: string): string {
  return e164.replace(/^\+/, '');
}
