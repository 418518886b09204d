import type postgres from 'postgres';
import type { StructureNode } from '../../../../_shared/contracts/organizations.ts';

/**
 * The chapters under `parentId` (or, without it, the caller's top chapters: those they administer
 * whose parent they do not) that the caller administers, with their figures (`private.chapter_figures`).
 */
export function structureLevel(tx: postgres.TransactionSql, parentId: string | null) {
  return tx<Omit<StructureNode, 'officers'>[]>`
    with scope as (
      select coalesce(private.administered_organization_ids(), '{}') as ids
    ), level as (
      select o.id, o.name, o.level, o.bps_code, o.is_active
      from public.organizations o, scope s
      where o.id = any (s.ids)
        and case when ${parentId}::uuid is null then o.parent_id is null or not (o.parent_id = any (s.ids))
                 else o.parent_id = ${parentId}::uuid end
    )
    select l.id, l.name, l.level, l.bps_code as "bpsCode", l.is_active as "isActive",
           (select count(*)::int from public.organizations c where c.parent_id = l.id) as children,
           f.members::int, f.active_members::int as "activeMembers", f.pending_members::int as "pendingMembers",
           f.unpaid_bills::int as "unpaidBills", f.unpaid_amount::float8 as "unpaidAmount",
           f.overdue_amount::float8 as "overdueAmount", f.paid_amount::float8 as "paidAmount"
    from level l
    join private.chapter_figures(array(select l2.id from level l2)) f on f.organization_id = l.id
    order by l.level, l.name
  `;
}
