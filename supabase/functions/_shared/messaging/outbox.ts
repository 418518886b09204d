// The dispatcher's side of public.outbox_messages: the SQL functions of
// supabase/migrations/20261122001000_messaging.sql, each one statement that commits on its own.
import type postgres from 'postgres';
import type { MessageProvider } from './channel-adapter.ts';

/** `public.message_channel`. */
export const messageChannels = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** A message a dispatcher holds: claimed, under a lease, for attempt number `attempt`. */
export interface ClaimedMessage {
  id: string;
  channel: MessageChannel;
  recipient: string;
  /** The template and its variables: WhatsApp Cloud sends them as an approved template's parameters. */
  template: string;
  variables: Record<string, string>;
  /** The recipient's language the message was written in (WhatsApp sends that language's template). */
  language: MessageLanguage;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  attempt: number;
  maxAttempts: number;
}

/** `public.outbox_messages.language`. */
export type MessageLanguage = 'id' | 'en';

/** Claims up to `limit` due messages for `leaseMs`; the claim is committed when this returns. */
export async function claimDueMessages(sql: postgres.Sql, limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
  // Named as ClaimedMessage names them, so the rows need no mapping.
  const rows = await sql<ClaimedMessage[]>`
    select id, channel, recipient, template, variables, language, subject, body_text as "bodyText",
           body_html as "bodyHtml", attempts as attempt, max_attempts as "maxAttempts"
    from private.claim_outbox_messages(${limit}, make_interval(secs => ${leaseMs / 1000}))
  `;
  return [...rows];
}

export async function recordSent(
  sql: postgres.Sql,
  message: ClaimedMessage,
  provider: MessageProvider,
  providerMessageId: string,
): Promise<void> {
  await sql`select private.record_message_sent(${message.id}, ${message.attempt}, ${provider}, ${providerMessageId})`;
}

/** Queued again for `retryAt`, or failed when `retryAt` is null or no attempt is left. Returns the new status. */
export async function recordFailure(
  sql: postgres.Sql,
  message: ClaimedMessage,
  error: string,
  retryAt: Date | null,
): Promise<'queued' | 'failed' | null> {
  const [row] = await sql<{ status: 'queued' | 'failed' | null }[]>`
    select private.record_message_failure(${message.id}, ${message.attempt}, ${error}, ${retryAt}) as status
  `;
  return row?.status ?? null;
}

/** Gives back a claimed message that was not attempted, due again at `retryAt`. */
export async function deferMessage(sql: postgres.Sql, message: ClaimedMessage, retryAt: Date): Promise<void> {
  await sql`select private.defer_outbox_message(${message.id}, ${message.attempt}, ${retryAt})`;
}
