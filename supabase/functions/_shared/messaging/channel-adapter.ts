import type { ClaimedMessage } from './outbox.ts';

/** The providers SIMK has an adapter for (`outbox_messages.provider`). */
export type MessageProvider = 'resend' | 'whatsapp_cloud' | 'fonnte' | 'twilio';

/** What a provider made of one attempt. */
export type SendOutcome =
  /** Accepted: the provider's id of the message. */
  | { kind: 'sent'; providerMessageId: string }
  /** Not accepted this time (5xx, 429, timeout, network): try again, not before `retryAfterMs` when the provider said so. */
  | { kind: 'retry'; error: string; retryAfterMs?: number }
  /** Refused for good (invalid address, key or request): another attempt would get the same answer. */
  | { kind: 'rejected'; error: string };

/** Speaks one provider's protocol for one channel. Never throws: every failure is an outcome. */
export interface ChannelAdapter {
  provider: MessageProvider;
  send(message: ClaimedMessage): Promise<SendOutcome>;
}
