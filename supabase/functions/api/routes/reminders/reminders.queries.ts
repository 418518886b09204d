import type postgres from 'postgres';
import type {
  OverdueBucketCounts,
  OverdueFilter,
  OverdueMember,
  ReminderPreview,
  ReminderType,
  ReminderSkipReason,
} from '../../../_shared/contracts/reminders.ts';
import { containsPattern } from '../_shared/like-pattern.ts';

type Tx = postgres.TransactionSql;

/**
 * The overdue members of the filter, as `o` (public.overdue_members): the chapters where the caller
 * may send reminders (dues.remind), narrowed to one when the filter names it, under RLS. The
 * function is computed once per statement; search and bucket filter its rows.
 */
function overdueOf(tx: Tx, filter: OverdueFilter, { withBucket }: { withBucket: boolean }) {
  const organizationId = filter.organizationId ?? null;
  const search = filter.search ? containsPattern(filter.search) : null;
  const bucket = withBucket ? (filter.bucket ?? null) : null;
  return tx`
    select o.*
    from (select array(select s from unnest(private.organization_ids_with_permission('dues.remind')) s
                       where ${organizationId}::uuid is null or s = ${organizationId}::uuid) as ids) scope
    cross join lateral public.overdue_members(private.today(), scope.ids) o
    where (${search}::text is null or o.full_name ilike ${search}::text or o.nap ilike ${search}::text
           or o.email ilike ${search}::text or o.phone ilike ${search}::text)
      and (${bucket}::text is null or o.bucket = ${bucket}::text)
  `;
}

interface OverduePage {
  members: OverdueMember[];
  buckets: OverdueBucketCounts;
  total: number;
}

/** One page of overdue members (most overdue first), the filter's total and its members per bucket. */
export async function listOverdue(
  tx: Tx,
  filter: OverdueFilter,
  page: { limit: number; offset: number },
): Promise<OverduePage> {
  const bucket = filter.bucket ?? null;
  const [row] = await tx<OverduePage[]>`
    with overdue as materialized (${overdueOf(tx, filter, { withBucket: false })}),
    matching as (select * from overdue where ${bucket}::text is null or bucket = ${bucket}::text),
    page as (
      select * from matching order by oldest_due_date, full_name, member_id
      limit ${page.limit} offset ${page.offset}
    )
    select
      (select count(*)::integer from matching) as total,
      json_build_object(
        '1-7', count(*) filter (where o.bucket = '1-7'),
        '8-30', count(*) filter (where o.bucket = '8-30'),
        '>30', count(*) filter (where o.bucket = '>30')) as buckets,
      (select coalesce(json_agg(p order by p."dueDate", p."memberName", p.id), '[]')
       from (select m.member_id as id, m.full_name as "memberName", m.nap as "memberNAP", m.phone, m.email,
                    m.organization_id as "organizationId", org.name as "organizationName",
                    coalesce(m.category_names, '') as "duesCategory", m.bill_count as "billCount",
                    m.amount_due as amount, to_char(m.oldest_due_date, 'YYYY-MM-DD') as "dueDate",
                    m.days_overdue as "daysOverdue", m.bucket, m.priority,
                    to_json(m.last_reminder_at) #>> '{}' as "lastReminderSent", m.reminder_count as "reminderCount"
             from page m join public.organizations org on org.id = m.organization_id) p) as members
    from overdue o
  `;
  return row!;
}

/** The member ids of the filter (at most `limit`), for a send to every member of the filter. */
export async function overdueMemberIds(tx: Tx, filter: OverdueFilter, limit: number): Promise<string[]> {
  const rows = await tx<{ id: string }[]>`
    select o.member_id as id from (${overdueOf(tx, filter, { withBucket: true })}) o
    order by o.oldest_due_date, o.full_name, o.member_id
    limit ${limit}
  `;
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

export async function previewReminder(tx: Tx, memberId: string, channel: ReminderType): Promise<ReminderPreview> {
  const [row] = await tx<ReminderPreview[]>`
    select channel, subject, body_text as text, body_html as html
    from public.preview_reminder(${memberId}, ${channel}::public.message_channel)`;
  return row!;
}
