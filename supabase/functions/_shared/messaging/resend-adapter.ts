// The email channel through Resend: `POST {baseUrl}/emails` with a Bearer key, and the outbox
// message id as `Idempotency-Key`, so a retry of an email Resend already accepted (the answer was
// lost, or the dispatcher died before recording it) returns the same id and sends nothing.
import type { ChannelAdapter, SendOutcome } from './channel-adapter.ts';
import type { ClaimedMessage } from './outbox.ts';
import { callProvider, httpFailureOutcome } from './provider-http.ts';
import { errorResponseSchema, type SendEmailRequest, sendEmailResponseSchema } from './resend-protocol.ts';

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
    provider: 'resend',
    async send(message: ClaimedMessage): Promise<SendOutcome> {
      const body: SendEmailRequest = {
        from: config.from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.bodyText,
        ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
      };
      const answer = await callProvider(
        endpoint,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.apiKey}`,
            'content-type': 'application/json',
            'idempotency-key': message.id,
          },
          body: JSON.stringify(body),
          timeoutMs: config.requestTimeoutMs,
        },
        fetchImpl,
      );
      if (answer.kind === 'no-answer') return { kind: 'retry', error: `no answer from Resend: ${answer.error}` };
      if (answer.status >= 200 && answer.status < 300) {
        const accepted = sendEmailResponseSchema.safeParse(answer.json);
        // Accepted without a readable id: the retry's idempotency key gets the id without sending again.
        return accepted.success
          ? { kind: 'sent', providerMessageId: accepted.data.id }
          : { kind: 'retry', error: `Resend answered ${answer.status} without an id` };
      }
      const problem = errorResponseSchema.safeParse(answer.json);
      const name = problem.success ? problem.data.name : undefined;
      const error = `Resend ${answer.status}${name ? ` ${name}` : ''}: ${
        problem.success ? problem.data.message : answer.text.slice(0, 300)
      }`;
      return httpFailureOutcome(answer, error, name === 'concurrent_idempotent_requests');
    },
  };
}
