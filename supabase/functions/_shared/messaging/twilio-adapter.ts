// SMS through Twilio: `POST /2010-04-01/Accounts/{sid}/Messages.json` with basic auth and the
// rendered text, To in E.164 with `+`. Twilio has no idempotency key for messages: the lease keeps
// a double send to a crash between acceptance and the record (decision 0037).
import type { ChannelAdapter, SendOutcome } from './channel-adapter.ts';
import type { ClaimedMessage } from './outbox.ts';
import { callProvider, httpFailureOutcome } from './provider-http.ts';
import { errorResponseSchema, messageResourceSchema, messagesPath } from './twilio-protocol.ts';

export interface TwilioConfig {
  /** `https://api.twilio.com`, or the local simulator. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender ID. */
  from: string;
  requestTimeoutMs: number;
}

export function twilioAdapter(config: TwilioConfig, fetchImpl: typeof fetch = fetch): ChannelAdapter {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}${messagesPath(config.accountSid)}`;
  const authorization = `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`;
  return {
    provider: 'twilio',
    async send(message: ClaimedMessage): Promise<SendOutcome> {
      const answer = await callProvider(
        endpoint,
        {
          method: 'POST',
          headers: { authorization },
          body: new URLSearchParams({ To: message.recipient, From: config.from, Body: message.bodyText }),
          timeoutMs: config.requestTimeoutMs,
        },
        fetchImpl,
      );
      if (answer.kind === 'no-answer') return { kind: 'retry', error: `no answer from Twilio: ${answer.error}` };
      if (answer.status >= 200 && answer.status < 300) {
        const accepted = messageResourceSchema.safeParse(answer.json);
        return accepted.success
          ? { kind: 'sent', providerMessageId: accepted.data.sid }
          : { kind: 'retry', error: `Twilio answered ${answer.status} without a sid` };
      }
      const problem = errorResponseSchema.safeParse(answer.json);
      const error = problem.success
        ? `Twilio ${answer.status} ${problem.data.code}: ${problem.data.message}`
        : `Twilio ${answer.status}: ${answer.text.slice(0, 300)}`;
      return httpFailureOutcome(answer, error);
    },
  };
}
