// WhatsApp through Fonnte: `POST {baseUrl}/send` with the device token in `Authorization` and the
// rendered text (Fonnte sends from a regular WhatsApp number, no template needed). Fonnte answers
// 200 to everything it understood; `status:false` with a reason is a refusal. No idempotency key:
// the lease keeps a double send to a crash between acceptance and the record (decision 0037).
import type { ChannelAdapter, SendOutcome } from './channel-adapter.ts';
import { type FonnteSendForm, isFonnteSendResponse } from './fonnte-protocol.ts';
import type { ClaimedMessage } from './outbox.ts';
import { callProvider, httpFailureOutcome, phoneDigits } from './provider-http.ts';

export interface FonnteConfig {
  /** `https://api.fonnte.com`, or the local simulator. */
  baseUrl: string;
  token: string;
  requestTimeoutMs: number;
}

export function fonnteAdapter(config: FonnteConfig, fetchImpl: typeof fetch = fetch): ChannelAdapter {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/send`;
  return {
    provider: 'fonnte',
    async send(message: ClaimedMessage): Promise<SendOutcome> {
      const form: FonnteSendForm = {
        target: phoneDigits(message.recipient),
        message: message.bodyText,
        countryCode: '62',
      };
      const answer = await callProvider(
        endpoint,
        {
          method: 'POST',
          headers: { authorization: config.token },
          body: new URLSearchParams({ ...form }),
          timeoutMs: config.requestTimeoutMs,
        },
        fetchImpl,
      );
      if (answer.kind === 'no-answer') return { kind: 'retry', error: `no answer from Fonnte: ${answer.error}` };
      if (answer.status !== 200)
        return httpFailureOutcome(answer, `Fonnte ${answer.status}: ${answer.text.slice(0, 300)}`);
      if (!isFonnteSendResponse(answer.json)) {
        return { kind: 'retry', error: `Fonnte answered 200 with an unreadable body: ${answer.text.slice(0, 300)}` };
      }
      return answer.json.status
        ? { kind: 'sent', providerMessageId: String(answer.json.id[0]) }
        : { kind: 'rejected', error: `Fonnte status:false: ${answer.json.reason}` };
    },
  };
}
