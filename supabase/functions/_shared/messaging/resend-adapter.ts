// The email channel through Resend: `POST {baseUrl}/emails` with a Bearer key, and the outbox
// message id as `Idempotency-Key`, so a retry of an email Resend already accepted (the answer was
// lost, or the dispatcher died before recording it) returns the same id and sends nothing.
import type { ChannelAdapter, SendOutcome } from './channel-adapter.ts';
import type { ClaimedMessage } from './outbox.ts';
import { errorResponseSchema, type SendEmailRequest, sendEmailResponseSchema } from './resend-protocol.ts';
import { retryAfterMs } from './retry.ts';

export interface ResendConfig {
  /** `https://api.resend.com`, or the local simulator. */
  baseUrl: string;
  apiKey: string;
  /** The sender, `Name <address@verified-domain>`. */
  from: string;
  /** How long one request may take before it counts as failed (and is retried). */
  requestTimeoutMs: number;
}

export function resendAdapter(config: ResendConfig, fetchImpl: typeof fetch = fetch): ChannelAdapter {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/emails`;
  return {
    async send(message: ClaimedMessage): Promise<SendOutcome> {
      const body: SendEmailRequest = {
        from: config.from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.bodyText,
        ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
      };
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.apiKey}`,
            'content-type': 'application/json',
            'idempotency-key': message.id,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.requestTimeoutMs),
        });
      } catch (error) {
        return { kind: 'retry', error: `no answer from Resend: ${describeError(error)}` };
      }
      const text = await response.text().catch(() => '');
      const json = parseJson(text);
      if (response.ok) {
        const accepted = sendEmailResponseSchema.safeParse(json);
        // Accepted without a readable id: the retry's idempotency key gets the id without sending again.
        return accepted.success
          ? { kind: 'sent', providerMessageId: accepted.data.id }
          : { kind: 'retry', error: `Resend answered ${response.status} without an id` };
      }
      const problem = errorResponseSchema.safeParse(json);
      const name = problem.success ? problem.data.name : undefined;
      const error = `Resend ${response.status}${name ? ` ${name}` : ''}: ${
        problem.success ? problem.data.message : text.slice(0, 300) || response.statusText
      }`;
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after'));
        return wait === undefined ? { kind: 'retry', error } : { kind: 'retry', error, retryAfterMs: wait };
      }
      if (response.status >= 500 || response.status === 408 || name === 'concurrent_idempotent_requests') {
        return { kind: 'retry', error };
      }
      return { kind: 'rejected', error };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error
      ? `${error.name}: ${error.message} (${cause.message})`
      : `${error.name}: ${error.message}`;
  }
  return String(error);
}
