import type postgres from 'postgres';
import type {
  ListMessagesQuery,
  MessagePeriodFilter,
  MessageStatusCounts,
  OutboxMessage,
} from '../../../_shared/contracts/messages.ts';
import type { MessageProvider } from '../../../_shared/messaging/channel-adapter.ts';
import { containsPattern } from '../_shared/like-pattern.ts';

export interface DeliveryStatusReport {
  provider: MessageProvider;
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  error: string | null;
}

/** How many outbox messages took the status (0: unknown id, or an older status than recorded). */
export async function recordDeliveryStatus(sql: postgres.Sql, report: DeliveryStatusReport): Promise<number> {
  const [row] = await sql<{ changed: number }[]>`
    select private.record_delivery_status(${report.provider}, ${report.providerMessageId},
      ${report.status}::public.message_delivery_status, ${report.at}, ${report.error}) as changed`;
  return row?.changed ?? 0;
}

type Tx = postgres.TransactionSql;

export type MessageFilter = Required<Pick<ListMessagesQuery, 'status' | 'channel' | 'period'>> &
  Pick<ListMessagesQuery, 'template' | 'memberId' | 'search'>;

/** Days back from today (WIB) that each period covers; `all` has no bound. */
const PERIOD_DAYS: Record<MessagePeriodFilter, number | null> = {
  all: null,
  today: 0,
  last_7_days: 6,
  last_30_days: 29,
};

/**
 * The messages the caller may read (RLS: their DPCs' for officers with members.view, their own for
 * members) under every filter but status, which the tiles count per value.
 */
function inScope(tx: Tx, filter: Omit<MessageFilter, 'status'>, withNames = false) {
  const search = filter.search ? containsPattern(filter.search) : null;
  const days = PERIOD_DAYS[filter.period];
  return tx`
    from public.outbox_messages x
    left join public.members m on m.id = x.member_id
    ${withNames ? tx`left join public.organizations o on o.id = x.organization_id left join public.members queuer on queuer.user_id = x.queued_by` : tx``}
    where true
      ${filter.channel === 'all' ? tx`` : tx`and x.channel = ${filter.channel}`}
      ${filter.template ? tx`and x.template = ${filter.template}` : tx``}
      ${filter.memberId ? tx`and x.member_id = ${filter.memberId}` : tx``}
      ${days === null ? tx`` : tx`and x.created_at >= ((private.today() - ${days}::integer)::timestamp at time zone 'Asia/Jakarta')`}
      and (${search}::text is null or x.recipient ilike ${search}::text or m.full_name ilike ${search}::text
           or m.nap ilike ${search}::text)
  `;
}

/** The columns of `outboxMessageSchema`; `textLength` cuts the text (null: in full). */
function messageColumns(tx: Tx, textLength: number | null) {
  return tx`
    x.id, x.channel, x.fallback_from as "fallbackFrom", x.recipient, x.member_id as "memberId",
    m.full_name as "memberName", m.nap as "memberNAP", o.name as "organizationName", x.template, x.subject,
    ${textLength === null ? tx`x.body_text` : tx`left(x.body_text, ${textLength}::integer)`} as text,
    ${textLength === null ? tx`false` : tx`length(x.body_text) > ${textLength}::integer`} as "textTruncated",
    x.status, x.attempts, x.max_attempts as "maxAttempts",
    case when x.status in ('queued', 'sending') then to_json(x.next_attempt_at) #>> '{}' end as "nextAttemptAt",
    x.last_error as "lastError", x.provider, x.provider_message_id as "providerMessageId",
    x.delivery_status as "deliveryStatus", to_json(x.delivery_status_at) #>> '{}' as "deliveryStatusAt",
    x.delivery_error as "deliveryError", queuer.full_name as "queuedBy",
    to_json(x.created_at) #>> '{}' as "createdAt", to_json(x.sent_at) #>> '{}' as "sentAt"
  `;
}

/** One page, newest first, with the text cut to `previewLength`. */
export function listMessages(
  tx: Tx,
  filter: MessageFilter,
  page: { limit: number; offset: number; previewLength: number },
) {
  return tx<OutboxMessage[]>`
    select ${messageColumns(tx, page.previewLength)}
    ${inScope(tx, filter, true)}
      ${filter.status === 'all' ? tx`` : tx`and x.status = ${filter.status}`}
    order by x.created_at desc, x.id
    limit ${page.limit} offset ${page.offset}
  `;
}

/** Messages per status under the other filters. */
export async function countMessages(tx: Tx, filter: Omit<MessageFilter, 'status'>): Promise<MessageStatusCounts> {
  const [row] = await tx<MessageStatusCounts[]>`
    select count(*)::integer as all,
           (count(*) filter (where x.status = 'queued'))::integer as queued,
           (count(*) filter (where x.status = 'sending'))::integer as sending,
           (count(*) filter (where x.status = 'sent'))::integer as sent,
           (count(*) filter (where x.status = 'failed'))::integer as failed,
           (count(*) filter (where x.status = 'cancelled'))::integer as cancelled
    ${inScope(tx, filter)}
  `;
  return row!;
}

/** One message the caller may read, with its full text; undefined when RLS hides it or it does not exist. */
export async function findMessage(tx: Tx, id: string): Promise<OutboxMessage | undefined> {
  const [row] = await tx<OutboxMessage[]>`
    select ${messageColumns(tx, null)}
    ${inScope(tx, { channel: 'all', period: 'all' }, true)}
      and x.id = ${id}
  `;
  return row;
}

/** `public.retry_outbox_message`: a failed message queued again with a full set of attempts. */
export async function retryMessage(tx: Tx, id: string): Promise<void> {
  await tx`select 1 from public.retry_outbox_message(${id})`;
}

/** The failed messages of the filter the caller may read, oldest first, at most `limit`. */
export async function failedMessageIds(
  tx: Tx,
  filter: Omit<MessageFilter, 'status'>,
  limit: number,
): Promise<string[]> {
  const rows = await tx<{ id: string }[]>`
    select x.id ${inScope(tx, filter)} and x.status = 'failed'
    order by x.created_at, x.id
    limit ${limit}`;
  return rows.map((row) => row.id);
}

/** `public.retry_failed_outbox_messages`: those of the ids that failed, queued again at once. */
export async function retryFailedMessages(tx: Tx, ids: string[]): Promise<{ retried: number; skipped: number }> {
  const [row] = await tx<{ result: { retried: number; skipped: number } }[]>`
    select public.retry_failed_outbox_messages(${ids}::uuid[]) as result`;
  return row!.result;
}
