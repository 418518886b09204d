import type postgres from 'postgres';

export interface AuditEntryRow {
  id: string;
  action: string;
  entity: string;
  entityId: string | null;
  actorName: string | null;
  actorRole: string;
  organizationName: string | null;
  subject: string | null;
  amount: string | null;
  createdAt: string;
}

/** The newest audit entries of `actions` in the caller's scope. */
export async function recentAuditEntries(
  tx: postgres.TransactionSql,
  { actions, limit }: { actions: string[]; limit: number },
) {
  // RLS decides; the explicit scope lets the planner use (organization_id, created_at).
  const [scope] = await tx<{ national: boolean; ids: string[] }[]>`
    select (select s.is_national from private.audit_viewer_scope() s) as national,
           private.administered_organization_ids() as ids`;
  return tx<AuditEntryRow[]>`
    select a.id::text, a.action, a.entity, a.entity_id as "entityId",
           (select m.full_name from public.members m where m.user_id = a.actor_id) as "actorName",
           a.actor_role as "actorRole", o.name as "organizationName",
           case a.entity
             when 'transfer_requests' then coalesce(a.after, a.before) ->> 'member_name'
             when 'members' then coalesce(a.after, a.before) ->> 'full_name'
             when 'payments' then (select m.full_name from public.members m where m.id = (a.after ->> 'member_id')::uuid)
             else coalesce(a.after, a.before) ->> 'name'
           end as subject,
           case when a.entity = 'payments' then (a.after ->> 'amount')::bigint end as amount,
           to_json(a.created_at) #>> '{}' as "createdAt"
    from public.audit_logs a
    left join public.organizations o on o.id = a.organization_id
    where (${scope?.national ?? false} or a.organization_id = any (${scope?.ids ?? []}::uuid[]))
      and a.action = any (${actions}::text[])
      -- record_payment settles in the same call: its settlement repeats the "recorded" entry.
      -- A settlement without an actor (the payment webhook) is news of its own.
      and not (a.action = 'payments.settle' and a.actor_id is not null)
    order by a.created_at desc, a.id desc
    limit ${limit}
  `;
}
