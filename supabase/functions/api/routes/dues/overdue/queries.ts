import type postgres from 'postgres';
import type {
  OverdueBucketCounts,
  OverdueFilter,
  OverdueMember,
  ReminderPreview,
  ReminderType,
  ReminderSkipReason,
  SendRemindersPreview,
} from '../../../../_shared/contracts/reminders.ts';
import { containsPattern } from '../../_shared/like-pattern.ts';

export type Tx = postgres.TransactionSql;

interface OverduePage {
  members: OverdueMember[];
  buckets: OverdueBucketCounts;
  total: number;
}

/** The filter as private.overdue_page and private.overdue_member_ids take it. */
function filterArgs(filter: OverdueFilter) {
  return {
    organizationId: filter.organizationId ?? null,
    search: filter.search ? containsPattern(filter.search) : null,
    bucket: filter.bucket ?? null,
  };
}

/**
 * One page of overdue members (most overdue first), the filter's total and its members per bucket,
 * in the chapters where the caller may send reminders (dues.remind). Read from
 * private.member_arrears (decision 0044).
 */
export async function listOverdue(
  tx: Tx,
  filter: OverdueFilter,
  page: { limit: number; offset: number },
): Promise<OverduePage> {
  const { organizationId, search, bucket } = filterArgs(filter);
  const [row] = await tx<{ page: OverduePage }[]>`
    select private.overdue_page(${organizationId}::uuid, ${search}::text, ${bucket}::text,
                                ${page.limit}::integer, ${page.offset}::integer) as page`;
  return row!.page;
}

/** The member ids of the filter (at most `limit`), for a send to every member of the filter. */
export async function overdueMemberIds(tx: Tx, filter: OverdueFilter, limit: number): Promise<string[]> {
  const { organizationId, search, bucket } = filterArgs(filter);
  const rows = await tx<{ id: string }[]>`
    select id from private.overdue_member_ids(${organizationId}::uuid, ${search}::text, ${bucket}::text,
                                              ${limit}::integer) id`;
  return rows.map((r) => r.id);
}

export interface QueueResult {
  queued: number;
  fallback: { member_id: string; channel: ReminderType }[];
  skipped: { member_id: string; reason: ReminderSkipReason }[];
}

export async function queueReminders(tx: Tx, memberIds: string[], channel: ReminderType): Promise<QueueResult> {
  const [row] = await tx<{ result: QueueResult }[]>`
    select public.queue_reminders(${memberIds}::uuid[], ${channel}::public.message_channel) as result`;
  return row!.result;
}

/** What queue_reminders would do now for these members, decided by the same SQL; nothing queued. */
export async function previewSend(tx: Tx, memberIds: string[], channel: ReminderType): Promise<SendRemindersPreview> {
  const [row] = await tx<
    {
      preview: {
        requested: number;
        queued: number;
        fallback: number;
        skipped_by_reason: SendRemindersPreview['skippedByReason'];
      };
    }[]
  >`
    select private.reminder_send_preview(${memberIds}::uuid[], ${channel}::public.message_channel) as preview`;
  const { skipped_by_reason: skippedByReason, ...counts } = row!.preview;
  return { ...counts, skippedByReason };
}

export async function previewReminder(tx: Tx, memberId: string, channel: ReminderType): Promise<ReminderPreview> {
  const [row] = await tx<ReminderPreview[]>`
    select channel, subject, body_text as text, body_html as html
    from public.preview_reminder(${memberId}, ${channel}::public.message_channel)`;
  return row!;
}
