import { z } from 'zod';
import { messageChannels } from '../messaging/outbox.ts';
import { paginationSchema } from './members.ts';
import { pageNumber, pageSize, searchText } from './primitives.ts';

/**
 * The officers' view of the outbox (issue 14 §1, decision 0039): every message SIMK sent or tried
 * to send in the caller's scope (RLS: officers with members.view in the message's DPC, members
 * their own), with its delivery history, and the retry of a failed one.
 */

/** `public.message_status`. */
export const messageStatuses = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export { messageChannels };
export type { MessageChannel } from '../messaging/outbox.ts';
/**
 * Every template the outbox holds (`outbox_messages_template_known`, each rendered by
 * `private.render_message`): the type filter of Pesan Terkirim and its labels (`template.*` in
 * src/locales/{id,en}/messages.json). tests/db/message-wording.test.ts checks all three agree.
 */
export const messageTemplates = [
  'dues_reminder',
  'payment_confirmation',
  'payment_receipt',
  'sip_expiry_reminder',
  'membership_verified',
  'membership_rejected',
  'membership_expired',
  'nap_claim_link',
  'nap_claim_update',
  'transfer_update',
  'two_factor_reset',
] as const;
export type MessageTemplate = (typeof messageTemplates)[number];
/** `public.message_delivery_status`: what the provider reported after accepting a message. */
export const messageDeliveryStatuses = ['sent', 'delivered', 'read', 'failed'] as const;
/** The list's period filter, on the time the message was queued (WIB days). */
export const messagePeriodFilters = ['all', 'today', 'last_7_days', 'last_30_days'] as const;
export type MessagePeriodFilter = (typeof messagePeriodFilters)[number];

export const MESSAGE_PAGE_SIZE = 20;
/** The list carries this much of each text; the detail has it in full. */
export const MESSAGE_PREVIEW_LENGTH = 160;

export const messageListMessages = {
  statusInvalid: 'validation:messages.statusInvalid',
  channelInvalid: 'validation:messages.channelInvalid',
  templateInvalid: 'validation:messages.templateInvalid',
  periodInvalid: 'validation:messages.periodInvalid',
  idInvalid: 'validation:messages.idInvalid',
  memberInvalid: 'validation:common.memberIdInvalid',
} as const;

/** `GET /messages?page&limit&status&channel&template&period&memberId&search`. */
export const listMessagesQuerySchema = z.object({
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: MESSAGE_PAGE_SIZE }),
  status: z.enum(['all', ...messageStatuses], { error: messageListMessages.statusInvalid }).default('all'),
  channel: z.enum(['all', ...messageChannels], { error: messageListMessages.channelInvalid }).default('all'),
  template: z.enum(messageTemplates, { error: messageListMessages.templateInvalid }).optional(),
  period: z.enum(messagePeriodFilters, { error: messageListMessages.periodInvalid }).default('all'),
  /** One member's messages (the member detail's history). */
  memberId: z.guid(messageListMessages.memberInvalid).optional(),
  /** The recipient (phone or email), the member's name or NAP. */
  search: searchText().optional(),
});
export type ListMessagesQuery = z.input<typeof listMessagesQuerySchema>;

/** The most failed messages one "Kirim ulang semua" sends again (retry_failed_outbox_messages). */
export const MAX_MESSAGES_RETRIED = 1000;

/**
 * `POST /messages/retry-failed`: the list's filter (without status: only failed messages are sent
 * again). Strict: every key is optional, so a key it does not know must not widen the send to all.
 */
export const retryFailedInputSchema = listMessagesQuerySchema
  .pick({ channel: true, template: true, period: true, memberId: true, search: true })
  .strict();
export type RetryFailedInput = z.input<typeof retryFailedInputSchema>;

export const retryFailedResultSchema = z.object({
  /** Queued again. */
  retried: z.number().int(),
  /** Failed messages of the filter that were not: sent meanwhile, or in a DPC without dues.remind. */
  skipped: z.number().int(),
});
export type RetryFailedResult = z.infer<typeof retryFailedResultSchema>;

/** One outbox message as officers see it. */
export const outboxMessageSchema = z.object({
  id: z.guid(),
  channel: z.enum(messageChannels),
  /** The channel asked for when the message went by email instead (no phone number). */
  fallbackFrom: z.enum(messageChannels).nullable(),
  recipient: z.string(),
  memberId: z.guid().nullable(),
  memberName: z.string().nullable(),
  memberNAP: z.string().nullable(),
  organizationName: z.string().nullable(),
  template: z.enum(messageTemplates),
  subject: z.string().nullable(),
  /** The rendered text, cut to `MESSAGE_PREVIEW_LENGTH` in the list (`textTruncated`). */
  text: z.string(),
  textTruncated: z.boolean(),
  status: z.enum(messageStatuses),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When a queued message is due next (after a failed attempt: the backoff). */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  provider: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  deliveryStatus: z.enum(messageDeliveryStatuses).nullable(),
  deliveryStatusAt: z.string().nullable(),
  deliveryError: z.string().nullable(),
  /** Who queued it; null for the system (jobs, the seed). */
  queuedBy: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Messages per status under the list's filters other than status (the tiles). */
export const messageStatusCountsSchema = z.object({
  all: z.number().int(),
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
});
export type MessageStatusCounts = z.infer<typeof messageStatusCountsSchema>;

export const messageListSchema = z.object({
  messages: z.array(outboxMessageSchema),
  counts: messageStatusCountsSchema,
  pagination: paginationSchema,
});
export type MessageList = z.infer<typeof messageListSchema>;

/** `GET /messages/{id}` and `POST /messages/{id}/retry`: one message with its full text. */
export const messageResultSchema = z.object({ message: outboxMessageSchema });
export type MessageResult = z.infer<typeof messageResultSchema>;
