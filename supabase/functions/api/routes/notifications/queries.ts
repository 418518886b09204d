import type postgres from 'postgres';
import type { notificationTabs } from '../../../_shared/contracts/notifications.ts';

const columns = (tx: postgres.TransactionSql) => tx`
  n.id, n.type, n.template, n.params, to_json(n.created_at) #>> '{}' as timestamp, n.read_at is not null as "isRead",
  n.action_url as "actionUrl", n.category, n.priority
`;

export async function tabCounts(tx: postgres.TransactionSql) {
  const [counts] = await tx<{ all: number; unread: number; ai: number }[]>`
    select count(*)::int as all, (count(*) filter (where read_at is null))::int as unread,
           (count(*) filter (where category = 'ai'))::int as ai
    from public.notifications where user_id = (select auth.uid())`;
  return counts ?? { all: 0, unread: 0, ai: 0 };
}

/** The caller's notifications of a tab, newest first, before a timestamp (keyset paging). */
export function ownNotifications(
  tx: postgres.TransactionSql,
  { tab, limit, before }: { tab: (typeof notificationTabs)[number]; limit: number; before?: string | undefined },
) {
  return tx`
    select ${columns(tx)} from public.notifications n
    where n.user_id = (select auth.uid())
      and (${tab} <> 'unread' or n.read_at is null)
      and (${tab} <> 'ai' or n.category = 'ai')
      and (${before ?? null}::timestamptz is null or n.created_at < ${before ?? null}::timestamptz)
    order by n.created_at desc, n.id
    limit ${limit}
  `;
}

/** Marks every unread notification of the caller read; returns how many. */
export async function markAllRead(tx: postgres.TransactionSql): Promise<number> {
  const updated = await tx`
    update public.notifications set read_at = now()
    where user_id = (select auth.uid()) and read_at is null returning id`;
  return updated.length;
}

/** Marks one notification read (RLS: only the caller's own); undefined when there is none. */
export async function markRead(tx: postgres.TransactionSql, id: string) {
  const [notification] = await tx`
    update public.notifications n set read_at = coalesce(n.read_at, now())
    where n.id = ${id} returning ${columns(tx)}`;
  return notification;
}

/** Deletes one notification (RLS: only the caller's own); false when there is none. */
export async function deleteNotification(tx: postgres.TransactionSql, id: string): Promise<boolean> {
  const deleted = await tx`delete from public.notifications where id = ${id} returning id`;
  return deleted.length > 0;
}

/** `public.refresh_ai_insights()`: how many new insights were issued. */
export async function refreshInsights(tx: postgres.TransactionSql): Promise<number> {
  const [row] = await tx<{ issued: number }[]>`select public.refresh_ai_insights() as issued`;
  return row?.issued ?? 0;
}
