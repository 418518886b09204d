import type postgres from 'postgres';
import type { OrganizationSummary } from '../../../_shared/contracts/organizations.ts';

/** Active chapters of a level and/or under a parent, by level, province and name. */
export function activeOrganizations(
  tx: postgres.TransactionSql,
  filter: { level?: OrganizationSummary['level'] | undefined; parentId?: string | undefined },
) {
  const level = filter.level ?? null;
  const parentId = filter.parentId ?? null;
  return tx<OrganizationSummary[]>`
    select o.id, o.name, o.level, o.bps_code as "bpsCode", o.parent_id as "parentId",
           case o.level when 'DPW' then o.name when 'DPC' then p.name end as "provinceName"
    from public.organizations o
    left join public.organizations p on p.id = o.parent_id
    where o.is_active
      and (${level}::public.organization_level is null or o.level = ${level}::public.organization_level)
      and (${parentId}::uuid is null or o.parent_id = ${parentId}::uuid)
    order by o.level, "provinceName" nulls first, o.name
  `;
}
